import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../runtime/useMediaQuery';
import { stickerCutOuts, stickerRules, type StickerFormat, type StickerPlatform } from '../../../content/stickerRules';
import { stickerPoses, stickers } from '../../../content/stickers';
import { useStickerMaker, type StickerInput } from '../hooks/sticker';
import { useCameNear } from '../hooks/near';
import type { StickerChoices } from '../stickers/probe';
import { Choice } from './MemeChoices';
import { FileActions, MakeCancel, useFileOut } from './MadeFile';
import './StickerMaker.css';

/** A file's size as a reader says it. */
const sizeOf = (bytes: number) => `${Math.max(1, Math.round(bytes / 1e3))} KB`;

/** The files this browser makes for each platform, asked once the part comes near; undefined while asking. */
function useStickerChoices(near: boolean): StickerChoices | undefined {
  const [choices, setChoices] = useState<StickerChoices>();
  useEffect(() => {
    if (!near) return;
    let on = true;
    import('../stickers/probe')
      .then((m) => m.stickerFormats())
      .then(
        (found) => on && setChoices(found),
        // The probe's chunk did not come (a deploy since, the network gone): every platform is
        // offered without asking (Telegram's PNG, which any canvas writes); a file this browser
        // cannot write then fails with its message, and nothing is said of WebP unasked.
        (error: unknown) => {
          console.warn('The sticker formats could not be asked:', error);
          if (on) setChoices({ telegram: 'telegram-png', discord: 'discord', whatsapp: 'whatsapp', 'whatsapp-still': 'whatsapp-still' });
        },
      );
    return () => {
      on = false;
    };
  }, [near]);
  return choices;
}

/** The first frame of a moving picture, as a still's address while `wanted` (null otherwise, or until it is drawn). */
function useFirstFrame(file: File, wanted: boolean): string | null {
  const [still, setStill] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let on = true;
    let url: string | null = null;
    void createImageBitmap(file)
      .then(async (bitmap) => {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
        bitmap.close();
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        if (!on) return;
        url = URL.createObjectURL(blob);
        setStill(url);
      })
      .catch((error: unknown) => console.warn('The preview could not be stopped:', error));
    return () => {
      on = false;
      if (url) URL.revokeObjectURL(url);
      setStill(null);
    };
  }, [file, wanted]);
  return still;
}

/**
 * The sticker as a chat shows it, on a checkerboard where it is transparent: a video for
 * Telegram's, else a picture. A moving one loops for ever, so it can be stopped (on its first
 * frame), and starts stopped under reduced motion.
 */
function StickerResult({ file, url, label, moving }: { file: File; url: string; label: string; moving: boolean }) {
  const reduced = useReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduced;
  const video = file.type.startsWith('video/');
  const still = useFirstFrame(file, moving && !video && !playing);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = player.current;
    if (!el) return;
    if (playing) void el.play().catch(() => {});
    else {
      el.pause();
      el.currentTime = 0;
    }
  }, [playing]);
  return (
    <>
      <div className="meme-sticker__preview">
        {video ? (
          <video ref={player} src={url} aria-label={label} loop muted playsInline data-type={file.type} />
        ) : (
          // Stopped, nothing moves even for a moment: the still is shown once drawn.
          (playing || !moving || still) && <img src={playing || !moving ? url : still!} alt={label} data-type={file.type} data-still={(moving && !playing) || undefined} />
        )}
      </div>
      {moving && (
        <button type="button" className="button button--ghost meme-sticker__motion" onClick={() => setChosen(!playing)}>
          {playing ? stickers.motion.stop : stickers.motion.play}
        </button>
      )}
    </>
  );
}

/**
 * "Make a sticker": the platform and the pose, a button that draws, encodes and fits the file
 * (progress and a Cancel), then the sticker on a checkerboard with its ways out; and a whole
 * WhatsApp pack in one ZIP.
 */
export function StickerMaker({ input }: { input: StickerInput }) {
  const section = useRef<HTMLElement>(null);
  const choices = useStickerChoices(useCameNear(section));
  const { state, make, makePack, cancel, fromScene } = useStickerMaker(input);
  const poses = fromScene ? stickerPoses : stickerPoses.filter((p) => stickerCutOuts.poses.includes(p.id));
  const platforms = (Object.keys(stickers.platforms) as StickerPlatform[]).filter((p) => !choices || choices[p]);
  const [platform, setPlatform] = useState<StickerPlatform>('telegram');
  const [poseId, setPoseId] = useState(poses[0]!.id);
  const picked = platforms.includes(platform) ? platform : platforms[0]!;
  const pose = poses.find((p) => p.id === poseId) ?? poses[0]!;
  const format: StickerFormat | null = choices?.[picked] ?? null;
  const out = useFileOut(stickers.status, 'sticker');
  const making = state.phase === 'making';
  const ready = state.phase === 'ready' ? state : null;
  const readyNote = ready && (ready.format === 'pack' ? stickers.status.packReady(ready.file.name, sizeOf(ready.file.size), poses.length) : `${stickers.status.ready(ready.file.name, sizeOf(ready.file.size), sizeOf(stickerRules[ready.format].maxBytes))} ${ready.note}`.trim());
  const note = ready ? out.said || readyNote : state.note;
  // What the last sticker was made for: the choices may have moved on since.
  const [madeFor, setMadeFor] = useState({ platform: picked, pose });
  const readyLabel = stickers.result(stickers.platforms[madeFor.platform], madeFor.pose.describe);

  const start = (pack: boolean) => {
    out.clear();
    setMadeFor({ platform: picked, pose });
    if (pack) void makePack(poses);
    else if (format) void make(format, pose);
  };

  return (
    <section ref={section} className="meme-sticker" aria-labelledby="meme-sticker-title">
      <h2 id="meme-sticker-title">{stickers.heading}</h2>
      <p className="meme-sticker__intro">
        {stickers.intro} {fromScene ? stickers.fromScene : stickers.fromCutOuts}
      </p>
      <Choice name="platform" legend={stickers.platform} options={platforms.map((id) => ({ id, name: stickers.platforms[id], detail: choices?.[id] ? stickers.formatNote[choices[id]] : undefined }))} value={picked} onPick={setPlatform} />
      {choices && !choices.whatsapp && <p className="meme-sticker__note">{stickers.noWebp}</p>}
      <Choice name="pose" legend={stickers.pose} options={poses.map((p) => ({ id: p.id, name: p.label }))} value={pose.id} onPick={setPoseId} />
      <MakeCancel className="meme-sticker__actions" make={stickers.make} cancel={stickers.cancel} making={making} disabled={!format} onMake={() => start(false)} onCancel={cancel} />
      {making && (
        <div className="meme-sticker__progress">
          <progress max={state.total} value={state.done} aria-label={stickers.progress} />
          <span>{state.label}</span>
        </div>
      )}
      {ready && (
        <div className="meme-sticker__ready">
          {ready.format !== 'pack' && <StickerResult key={ready.url} file={ready.file} url={ready.url} label={readyLabel} moving={stickerRules[ready.format].maxSeconds > 0} />}
          <FileActions className="meme-sticker__actions" file={ready.file} share={stickers.share} downloadLabel={ready.format === 'pack' ? stickers.pack.download : stickers.download(stickers.platforms[madeFor.platform])} out={out} />
        </div>
      )}
      <p className="meme-sticker__status" role="status">
        {note}
      </p>
      {choices?.['whatsapp-still'] && (
        <div className="meme-sticker__pack">
          <h3>{stickers.pack.heading}</h3>
          <p>{stickers.pack.intro(poses.length)}</p>
          <button type="button" className="button button--ghost" data-busy={making || undefined} onClick={() => start(true)}>
            {stickers.pack.make}
          </button>
        </div>
      )}
    </section>
  );
}
