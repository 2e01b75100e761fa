import { useRef, useState } from 'react';
import { memeClips, memes, type ClipFormat } from '../../../content/memes';
import { canShareFile, download, shareFile } from '../hooks/share';
import { useClipMaker, useVideoFormat, type ClipInput } from '../hooks/clip';
import { useCameNear } from '../hooks/near';
import { Choice } from './MemeChoices';
import './ClipMaker.css';

const { clip } = memes;

/** A file's size as a reader says it. */
const sizeOf = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`);

/** The finished clip, playing as it will in a chat: a GIF as a picture, a video muted and looping. */
function ClipResult({ file, url, format }: { file: File; url: string; format: ClipFormat }) {
  const label = clip.result(clip.formats[format], memeClips.seconds);
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
  const makeButton = useRef<HTMLButtonElement>(null);
  const video = useVideoFormat(useCameNear(section));
  const formats: ClipFormat[] = video ? [video, 'gif'] : ['gif'];
  const [picked, setPicked] = useState<ClipFormat | null>(null);
  const format = picked && formats.includes(picked) ? picked : formats[0]!;
  const { state, make, cancel, fromScene } = useClipMaker(input);
  const [said, setSaid] = useState('');
  const making = state.phase === 'making';
  const ready = state.phase === 'ready' ? state : null;
  const sharable = ready ? canShareFile(ready.file.type, ready.file.name) : false;
  const note = state.phase === 'ready' ? (said || clip.status.ready(state.file.name, sizeOf(state.file.size))) : state.note;

  const share = async (file: File) => {
    try {
      setSaid((await shareFile(file)) ? clip.status.shared : '');
    } catch (error) {
      console.warn('The clip was not shared:', error instanceof Error ? error.message : error);
      setSaid(clip.status.shareFailed);
    }
  };
  const start = () => {
    setSaid('');
    void make(format);
  };

  return (
    <section ref={section} className="meme-clip" aria-labelledby="meme-clip-title">
      <h2 id="meme-clip-title">{clip.heading}</h2>
      <p className="meme-clip__intro">
        {clip.intro} {fromScene ? clip.fromScene : clip.fromStills}
      </p>
      <Choice
        name="format"
        legend={clip.format}
        options={formats.map((id) => ({ id, name: clip.formats[id], detail: clip.formatNote[id] }))}
        value={format}
        onPick={setPicked}
      />
      {video === null && <p className="meme-clip__note">{clip.gifOnly}</p>}
      <div className="meme-clip__actions">
        <button ref={makeButton} type="button" className="button button--primary" data-busy={making || undefined} onClick={start}>
          {clip.make}
        </button>
        {making && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              cancel();
              // The Cancel button goes with the clip: focus goes back to the button that started it, not to the page.
              makeButton.current?.focus();
            }}
          >
            {clip.cancel}
          </button>
        )}
      </div>
      {making && (
        <div className="meme-clip__progress">
          <progress max={state.total} value={state.done} aria-label={clip.progress} />
          <span aria-hidden="true">{clip.frames(state.done, state.total)}</span>
        </div>
      )}
      {ready && (
        <div className="meme-clip__ready">
          <ClipResult file={ready.file} url={ready.url} format={ready.format} />
          <div className="meme-clip__actions">
            {sharable && (
              <button type="button" className="button button--primary" onClick={() => void share(ready.file)}>
                {clip.share}
              </button>
            )}
            <button
              type="button"
              className={`button ${sharable ? 'button--ghost' : 'button--primary'}`}
              onClick={() => {
                download(ready.file, ready.file.name);
                setSaid(clip.status.downloaded(ready.file.name));
              }}
            >
              {clip.download(clip.formats[ready.format])}
            </button>
          </div>
        </div>
      )}
      <p className="meme-clip__status" role="status">
        {note}
      </p>
    </section>
  );
}
