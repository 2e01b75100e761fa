/**
 * Making stickers, on the page's side: the words drawn once at the sticker's size (in the page's
 * fonts), the character's source (the live 3D stage's reel, or a sheet of cut-out frames fetched
 * now and not before), and a worker of the sticker's own (stickers/stickerWorker.ts) that draws,
 * encodes and fits the file. Cancel, a new sticker or leaving the page ends the worker and the
 * reel at once, so the scene draws again. A pack is each pose in turn, then one ZIP.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { reelMaker } from '../../../bridge/portrait';
import { stickerCutOuts, stickerLoops, stickerRules, type StickerFormat } from '../../../content/stickerRules';
import { stickers, type StickerPose } from '../../../content/stickers';
import { drawWords, HEADLINE_FACE, type MemeDesign } from '../draw/compose';
import type { FromSticker, StickerFault, StickerSource, StickerStart } from '../stickers/messages';
import { gatherFor, stepsTaken, type Step } from '../stickers/plan';

export type StickerState =
  | { phase: 'idle'; note: string }
  | { phase: 'making'; done: number; total: number; label: string; note: string }
  | { phase: 'ready'; file: File; url: string; format: StickerFormat | 'pack'; note: string }
  | { phase: 'failed'; note: string };

export interface StickerInput {
  /** The meme as drawn now: its words go on the sticker. */
  meme: MemeDesign;
  /** The live 3D stage is on: its reel draws the character; else the cut-out frames. */
  live: boolean;
  fileName: (pose: string, format: StickerFormat | 'pack', extension: string) => string;
}

/** A sticker that stopped, and why. */
class StickerStopped extends Error {
  constructor(readonly fault: StickerFault | 'cutOuts' | 'cancelled' | 'failed') {
    super(fault);
  }
}

/** The words at `format`'s size, on a transparent ground. */
async function wordsAt(meme: MemeDesign, format: StickerFormat): Promise<ImageBitmap> {
  await document.fonts.load(HEADLINE_FACE).catch(() => []);
  const { width, height } = stickerRules[format];
  const canvas = new OffscreenCanvas(width, height);
  drawWords(canvas.getContext('2d')!, { ...meme, width, height, picture: null });
  return canvas.transferToImageBitmap();
}

/** A pose's cut-out frames: fetched (the browser's cache, then the service worker's, keeps them) and decoded. */
async function cutOuts(pose: string, signal: AbortSignal): Promise<StickerSource> {
  const response = await fetch(stickerCutOuts.src(pose), { signal });
  if (!response.ok) throw new Error(`cut-out frames: ${response.status}`);
  const sheet = await createImageBitmap(await response.blob(), { premultiplyAlpha: 'premultiply' });
  return { kind: 'cutOuts', sheet, size: stickerCutOuts.size, columns: stickerCutOuts.columns, frames: stickerCutOuts.frames };
}

export interface Made {
  bytes: ArrayBuffer;
  mime: string;
  first: Step;
  step: Step;
}

/** What the visitor reads of the steps a file was made smaller by. */
function fittedNote(first: Step, step: Step): string {
  const said = stepsTaken(first, step).map((s) => (s === 'quality' ? stickers.status.steps.quality : s === 'fps' ? stickers.status.steps.fps(step.fps) : stickers.status.steps.seconds(step.seconds)));
  return said.length ? stickers.status.fitted(said.join(', ')) : '';
}

export function useStickerMaker(input: StickerInput) {
  const [state, setState] = useState<StickerState>({ phase: 'idle', note: '' });
  const maker = useSyncExternalStore(reelMaker.subscribe, reelMaker.get, () => null);
  const latest = useRef(input);
  useEffect(() => void (latest.current = input));
  const making = useRef<{ stop: AbortController; worker: Worker | null } | null>(null);

  const end = useCallback(() => {
    making.current?.stop.abort();
    making.current?.worker?.terminate();
    making.current = null;
  }, []);
  const url = state.phase === 'ready' ? state.url : null;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  useEffect(() => end, [end]);

  /** One sticker, start to file, in this making; `heard` hears its progress. */
  const one = useCallback(
    async (format: StickerFormat, pose: StickerPose, heard: (m: FromSticker) => void): Promise<Made> => {
      const run = making.current!;
      const { meme, live } = latest.current;
      const rule = stickerRules[format];
      let sceneFailed = false;
      let onSceneFailed = () => {};
      const fromScene = live && maker !== null;
      const gathered = gatherFor(format, fromScene ? (stickerLoops.fps[format] ?? 1) : stickerCutOuts.fps);
      const words = await wordsAt(meme, format);
      let source: StickerSource;
      try {
        if (fromScene) {
          const { port1, port2 } = new MessageChannel();
          const ask = { moment: pose.moment, minister: pose.minister, width: rule.width, height: rule.height, ...gathered };
          // A reel that could not start (the stage not ready, lost, closed) says so only here: its
          // port says nothing, and the worker would wait on it.
          void maker(ask, port1, run.stop.signal).then((reason) => {
            if (!reason || reason === 'stopped') return;
            console.warn('The 3D stage could not draw the sticker:', reason);
            sceneFailed = true;
            onSceneFailed();
          });
          source = { kind: 'scene', port: port2 };
        } else source = await cutOuts(pose.id, run.stop.signal).catch((error: unknown) => {
          throw run.stop.signal.aborted ? new StickerStopped('cancelled') : (console.warn('The cut-out frames did not come:', error), new StickerStopped('cutOuts'));
        });
      } catch (error) {
        words.close();
        throw error;
      }
      if (run.stop.signal.aborted) {
        words.close();
        if (source.kind === 'cutOuts') source.sheet.close();
        throw new StickerStopped('cancelled');
      }
      const worker = new Worker(new URL('../stickers/stickerWorker.ts', import.meta.url), { type: 'module', name: 'sticker' });
      run.worker = worker;
      return new Promise<Made>((resolve, reject) => {
        const done = (result: () => void) => {
          worker.terminate();
          if (run.worker === worker) run.worker = null;
          run.stop.signal.removeEventListener('abort', cancelled);
          result();
        };
        const cancelled = () => done(() => reject(new StickerStopped('cancelled')));
        run.stop.signal.addEventListener('abort', cancelled);
        onSceneFailed = () => done(() => reject(new StickerStopped('scene')));
        if (sceneFailed) return onSceneFailed();
        worker.onmessage = (e: MessageEvent<FromSticker>) => {
          const m = e.data;
          if (m.type === 'done') return done(() => resolve(m));
          if (m.type === 'failed') {
            console.warn(`The sticker stopped (${m.fault}):`, m.detail);
            return done(() => reject(new StickerStopped(m.fault)));
          }
          heard(m);
        };
        worker.onerror = (e) => {
          e.preventDefault();
          console.warn('The sticker worker failed:', e.message);
          done(() => reject(new StickerStopped('failed')));
        };
        const transfer: Transferable[] = [words, source.kind === 'scene' ? source.port : source.sheet];
        worker.postMessage({ type: 'start', format, gathered, words, source } satisfies StickerStart, transfer);
      });
    },
    [maker],
  );

  /** Runs `body` as the one making; its failure is said, a Cancel says nothing more. */
  const run = useCallback(
    async (body: () => Promise<StickerState>) => {
      if (making.current) return setState((s) => (s.phase === 'making' ? { ...s, note: stickers.status.busy } : s));
      const mine = { stop: new AbortController(), worker: null };
      making.current = mine;
      setState({ phase: 'making', done: 0, total: 1, label: '', note: stickers.status.starting });
      try {
        const next = await body();
        if (making.current === mine) setState(next);
      } catch (error) {
        if (making.current !== mine) return;
        const fault = error instanceof StickerStopped ? error.fault : 'failed';
        if (!(error instanceof StickerStopped)) console.warn('The sticker could not be made:', error);
        setState(fault === 'cancelled' ? { phase: 'idle', note: stickers.status.cancelled } : { phase: 'failed', note: stickers.status[fault] });
      } finally {
        if (making.current === mine) making.current = null;
      }
    },
    [],
  );

  const progress = (m: FromSticker, prefix = '') =>
    setState((s) =>
      m.type === 'drawing'
        ? { phase: 'making', done: m.done, total: m.total, label: prefix + stickers.stage.drawing(m.done, m.total), note: '' }
        : m.type === 'encoding'
          ? { phase: 'making', done: s.phase === 'making' ? s.done : 1, total: s.phase === 'making' ? s.total : 1, label: prefix + stickers.stage.encoding(m.attempt), note: '' }
          : s,
    );

  const make = useCallback(
    (format: StickerFormat, pose: StickerPose) =>
      run(async () => {
        const made = await one(format, pose, (m) => progress(m));
        const rule = stickerRules[format];
        const file = new File([made.bytes], latest.current.fileName(pose.id, format, rule.extension), { type: made.mime });
        return { phase: 'ready', file, url: URL.createObjectURL(file), format, note: fittedNote(made.first, made.step) };
      }),
    [one, run],
  );

  const makePack = useCallback(
    (poses: readonly StickerPose[]) =>
      run(async () => {
        const made: { pose: string; bytes: ArrayBuffer }[] = [];
        for (const [i, pose] of poses.entries()) {
          const prefix = `${stickers.stage.packing(i + 1, poses.length)}: `;
          made.push({ pose: pose.id, bytes: (await one('whatsapp-still', pose, (m) => progress(m, prefix))).bytes });
        }
        const { packZip } = await import('../stickers/pack');
        const zip = await packZip(made, stickers.pack);
        const file = new File([zip], latest.current.fileName('pack', 'pack', 'zip'), { type: 'application/zip' });
        return { phase: 'ready', file, url: URL.createObjectURL(file), format: 'pack', note: '' };
      }),
    [one, run],
  );

  const cancel = useCallback(() => {
    if (!making.current) return;
    end();
    setState({ phase: 'idle', note: stickers.status.cancelled });
  }, [end]);

  return { state, make, makePack, cancel, fromScene: input.live && maker !== null };
}
