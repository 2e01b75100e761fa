/**
 * Making a clip: the page draws what does not move once (the ground, and the words in its own
 * fonts) at the clip's size and starts a worker of its own for the clip (clip/clipWorker.ts),
 * which composes each frame and encodes it off the page's thread. With the live 3D stage on, the
 * character's frames come from the scene's worker straight to the clip's (bridge/portrait's
 * reel); otherwise from the still picture, moving itself. The worker, and with it the encoder
 * and every frame, is ended when the clip is done, cancelled, or the page left; the finished
 * file is held for the share sheet, ready before the tap.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { reelMaker } from '../../../bridge/portrait';
import type { PortraitAsk } from '../../../scene/protocol';
import type { ClipFormat } from '../../../content/clipRules';
import { clips } from '../../../content/clips';
import type { MemeShape } from '../../../content/memeChoices';
import type { MemeDesign, Picture } from '../draw/compose';
import { clipSpec } from '../lib/clipPlan';
import type { ClipStart, FromClip } from '../clip/messages';
import { clipLayers } from './clipLayers';
import { sceneSource, stillSource } from './clipSource';

export type ClipState =
  | { phase: 'idle'; note: string }
  | { phase: 'making'; done: number; total: number; note: string }
  | { phase: 'ready'; file: File; url: string; format: ClipFormat }
  | { phase: 'failed'; note: string };

/** What the clip shows: the meme as drawn now (its picture aside), and whom the scene poses. */
export interface ClipInput {
  meme: MemeDesign;
  shape: MemeShape;
  pose: Pick<PortraitAsk, 'moment' | 'minister'>;
  /** The live 3D stage is on and has posed this choice: its reel draws the character. */
  live: boolean;
  /** The still picture to move when the scene does not draw (picture.ts's settle). */
  still: () => Promise<Picture>;
  fileName: (extension: string) => string;
}

const MIME_EXTENSION: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'image/gif': 'gif' };

/** The one clip being made, and its ends. */
interface Making {
  worker: Worker;
  stop: AbortController;
}

export function useClipMaker(input: ClipInput) {
  const [state, setState] = useState<ClipState>({ phase: 'idle', note: '' });
  const maker = useSyncExternalStore(reelMaker.subscribe, reelMaker.get, () => null);
  const making = useRef<Making | null>(null);
  const latest = useRef(input);
  useEffect(() => void (latest.current = input));

  const end = useCallback(() => {
    making.current?.stop.abort();
    making.current?.worker.terminate();
    making.current = null;
  }, []);

  // The last file's address goes with the next, and with the page.
  const url = state.phase === 'ready' ? state.url : null;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  useEffect(() => end, [end]);

  const make = useCallback(
    async (format: ClipFormat) => {
      if (making.current) return setState((s) => (s.phase === 'making' ? { ...s, note: clips.status.busy } : s));
      const { meme, shape, pose, live, still, fileName } = latest.current;
      const spec = clipSpec(format, shape);
      const stop = new AbortController();
      const worker = new Worker(new URL('../clip/clipWorker.ts', import.meta.url), { type: 'module', name: 'clip' });
      const mine = { worker, stop };
      making.current = mine;
      setState({ phase: 'making', done: 0, total: spec.frames, note: clips.status.starting });
      const over = (next: ClipState) => {
        if (making.current !== mine) return;
        end();
        setState(next);
      };
      worker.onmessage = (e: MessageEvent<FromClip>) => {
        const m = e.data;
        if (m.type === 'progress') return making.current === mine && setState((s) => ({ phase: 'making', done: m.done, total: m.total, note: s.phase === 'making' && s.done > 0 ? s.note : '' }));
        if (m.type === 'failed') {
          console.warn(`The clip stopped (${m.fault}):`, m.detail);
          return over({ phase: 'failed', note: clips.status[m.fault] });
        }
        const file = new File([m.bytes], fileName(MIME_EXTENSION[m.mime] ?? format), { type: m.mime });
        over({ phase: 'ready', file, url: URL.createObjectURL(file), format });
      };
      worker.onerror = (e) => {
        e.preventDefault();
        console.warn('The clip worker failed:', e.message);
        over({ phase: 'failed', note: clips.status.failed });
      };
      try {
        const [ground, words] = await clipLayers(meme, spec);
        // Cancelled (or the page left) while the fonts came: nothing is asked of the scene.
        if (making.current !== mine) return [ground, words].forEach((bitmap) => bitmap.close());
        const sceneFailed = () => over({ phase: 'failed', note: clips.status.scene });
        const [source, handed] = live && maker ? sceneSource(maker, pose, spec, stop.signal, sceneFailed) : stillSource(await still());
        const transfer: Transferable[] = [ground, words, handed];
        if (making.current !== mine) return transfer.forEach((t) => t instanceof ImageBitmap && t.close());
        worker.postMessage({ type: 'start', spec, ground, words, source } satisfies ClipStart, transfer);
      } catch (error) {
        console.warn('The clip could not start:', error instanceof Error ? error.message : error);
        over({ phase: 'failed', note: clips.status.failed });
      }
    },
    [maker, end],
  );

  const cancel = useCallback(() => {
    if (!making.current) return;
    end();
    setState({ phase: 'idle', note: clips.status.cancelled });
  }, [end]);

  return { state, make, cancel, fromScene: input.live && maker !== null };
}
