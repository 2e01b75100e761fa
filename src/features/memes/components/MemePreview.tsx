import { useEffect, useRef, useState } from 'react';
import { memePreview, memePreviewWords } from '../../../content/memePreview';
import { drawMeme, type MemeDesign } from '../draw/compose';
import { afterNextFrame } from './afterNextFrame';

interface PreviewProps {
  meme: MemeDesign;
  /** Changes when the headline face has arrived: the preview draws again in it. */
  fontLoads: number;
  /** What the picture shows, in words: the preview's accessible name, following every change. */
  description: string;
  /** The scene is posing the character: the still picture stands in meanwhile. */
  posing: boolean;
}

/**
 * The meme as it will be saved, shown scaled to the page: every keystroke and choice draws it
 * again, right after the next frame (a burst of keys is one drawing). Its first drawing waits a
 * moment for the character's picture (content/memePreview, `memePreview`). It is laid out at the
 * picture's own size and drawn through a scale, at the pixels the screen shows up to
 * `memePreview.maxPixelRatio` (never more than the file has): the same lines and sizes as the
 * file, for a fraction of the work on a phone. Without scripts it stays an empty frame that says why.
 */
export function MemePreview({ meme, fontLoads, description, posing }: PreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Its width on the page, followed: a wider window draws it sharper.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const el = canvas.current!;
    const observer = new ResizeObserver(() => setShown(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // Once drawn (or once the wait is over), every change draws at once, with a picture or without.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), memePreview.waitsForPictureMs);
    return () => clearTimeout(timer);
  }, []);
  const due = waited || meme.picture !== null;
  useEffect(() => {
    const el = canvas.current;
    if (!el || shown === 0 || !due) return;
    return afterNextFrame(() => {
      const ratio = Math.min(memePreview.maxPixelRatio, window.devicePixelRatio || 1);
      const k = Math.min(1, Math.max(0.25, (shown * ratio) / meme.width));
      const width = Math.round(meme.width * k);
      const height = Math.round(meme.height * k);
      if (el.width !== width || el.height !== height) Object.assign(el, { width, height });
      const ctx = el.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(width / meme.width, 0, 0, height / meme.height, 0, 0);
      drawMeme(ctx, meme);
      setWaited(true);
    });
  }, [meme, fontLoads, shown, due]);
  const source = meme.picture?.source;
  return (
    <figure className="meme-preview" aria-labelledby="meme-preview-title">
      <h2 id="meme-preview-title" className="sr-only">
        {memePreviewWords.heading}
      </h2>
      <div className="meme-preview__frame" data-shape={meme.width > meme.height ? 'wide' : 'square'}>
        <canvas ref={canvas} width={meme.width} height={meme.height} role="img" aria-label={description} data-source={source} />
        <p className="meme-preview__needs-js">{memePreviewWords.noScript}</p>
      </div>
      <figcaption className="meme-preview__source" aria-live="polite">
        {posing ? memePreviewWords.rendering : source === 'scene' ? memePreviewWords.scene : source === 'poster' ? memePreviewWords.posters : '\u00a0'}
      </figcaption>
    </figure>
  );
}
