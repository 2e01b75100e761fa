import { useLayoutEffect, useRef } from 'react';
import { memes } from '../../content/memes';
import { drawMeme, type MemeFrame } from './compose';

interface PreviewProps {
  meme: MemeFrame;
  /** Changes when the headline face has arrived: the preview draws again in it. */
  fontLoads: number;
  /** What the picture shows, in words: the preview's accessible name, following every change. */
  description: string;
  /** The scene is posing the character: the still picture stands in meanwhile. */
  posing: boolean;
}

/**
 * The meme as it will be saved, drawn at its full size and shown scaled to the page: every
 * keystroke and choice draws it again. Without scripts it stays an empty frame that says why.
 */
export function MemePreview({ meme, fontLoads, description, posing }: PreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawMeme(ctx, meme);
  }, [meme, fontLoads]);
  const source = meme.picture?.source;
  return (
    <figure className="meme-preview" aria-labelledby="meme-preview-title">
      <h2 id="meme-preview-title" className="sr-only">
        {memes.preview.heading}
      </h2>
      <div className="meme-preview__frame" data-shape={meme.width > meme.height ? 'wide' : 'square'}>
        <canvas ref={canvas} width={meme.width} height={meme.height} role="img" aria-label={description} data-source={source} />
        <p className="meme-preview__needs-js">{memes.noScript}</p>
      </div>
      <figcaption className="meme-preview__source" aria-live="polite">
        {posing ? memes.preview.rendering : source === 'scene' ? memes.preview.scene : source === 'poster' ? memes.preview.posters : '\u00a0'}
      </figcaption>
    </figure>
  );
}
