import { useRef, useState } from 'react';
import { memeClips, type ClipFormat } from '../../../content/clipRules';
import { clips } from '../../../content/clips';
import { useClipMaker, type ClipInput } from '../hooks/clip';
import { useVideoFormat } from '../hooks/videoFormat';
import { useCameNear } from '../hooks/near';
import { Choice } from './MemeChoices';
import { FileActions, MakeCancel, useFileOut } from './MadeFile';
import './ClipMaker.css';

/** A file's size as a reader says it. */
const sizeOf = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`);

/** The finished clip, playing as it will in a chat: a GIF as a picture, a video muted and looping. */
function ClipResult({ file, url, format }: { file: File; url: string; format: ClipFormat }) {
  const label = clips.result(clips.formats[format], memeClips.seconds);
  return format === 'gif' ? (
    <img className="meme-clip__result" src={url} alt={label} />
  ) : (
    <video className="meme-clip__result" src={url} aria-label={label} autoPlay loop muted playsInline data-type={file.type} />
  );
}

/**
 * "Make it move": the meme as a three-second loop. The format (the video this browser encodes,
 * or a GIF), a button that makes it with a progress bar and a Cancel, then the clip playing with
 * its ways out: the share sheet with the file alone where the phone takes it, a download elsewhere.
 */
export function ClipMaker({ input }: { input: ClipInput }) {
  const section = useRef<HTMLElement>(null);
  const video = useVideoFormat(useCameNear(section));
  const formats: ClipFormat[] = video ? [video, 'gif'] : ['gif'];
  const [picked, setPicked] = useState<ClipFormat | null>(null);
  const format = picked && formats.includes(picked) ? picked : formats[0]!;
  const { state, make, cancel, fromScene } = useClipMaker(input);
  const out = useFileOut(clips.status, 'clip');
  const making = state.phase === 'making';
  const ready = state.phase === 'ready' ? state : null;
  const note = state.phase === 'ready' ? out.said || clips.status.ready(state.file.name, sizeOf(state.file.size)) : state.note;

  const start = () => {
    out.clear();
    void make(format);
  };

  return (
    <section ref={section} className="meme-clip" aria-labelledby="meme-clip-title">
      <h2 id="meme-clip-title">{clips.heading}</h2>
      <p className="meme-clip__intro">
        {clips.intro} {fromScene ? clips.fromScene : clips.fromStills}
      </p>
      <Choice
        name="format"
        legend={clips.format}
        options={formats.map((id) => ({ id, name: clips.formats[id], detail: clips.formatNote[id] }))}
        value={format}
        onPick={setPicked}
      />
      {video === null && <p className="meme-clip__note">{clips.gifOnly}</p>}
      <MakeCancel className="meme-clip__actions" make={clips.make} cancel={clips.cancel} making={making} onMake={start} onCancel={cancel} />
      {making && (
        <div className="meme-clip__progress">
          <progress max={state.total} value={state.done} aria-label={clips.progress} />
          <span aria-hidden="true">{clips.frames(state.done, state.total)}</span>
        </div>
      )}
      {ready && (
        <div className="meme-clip__ready">
          <ClipResult file={ready.file} url={ready.url} format={ready.format} />
          <FileActions className="meme-clip__actions" file={ready.file} share={clips.share} downloadLabel={clips.download(clips.formats[ready.format])} out={out} />
        </div>
      )}
      <p className="meme-clip__status" role="status">
        {note}
      </p>
    </section>
  );
}
