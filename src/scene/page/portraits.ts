import { portraitMaker, reelMaker } from '../../bridge/portrait';
import type { FromScene, PortraitAsk, ReelAsk, ToScene } from '../protocol';

/**
 * The page side of the portrait booth (worker/portrait/booth.ts): while the scene's worker runs,
 * the meme maker can ask it for a portrait or a clip's reel (bridge/portrait.ts). `close` ends
 * the booth, answering whatever is still asked (the maker then uses the still pictures): call it
 * when the worker ends.
 */
export function openBooth(worker: Worker): { close: () => void } {
  let next = 1;
  const pictures = new Map<number, (png: Blob | null) => void>();
  const reels = new Map<number, (reason: string | null) => void>();
  const answer = (e: MessageEvent<FromScene>) => {
    const m = e.data;
    if (m.type === 'portrait') {
      if (m.reason) console.warn('The 3D stage could not pose for the picture; the still pictures stand in:', m.reason);
      pictures.get(m.id)?.(m.png);
      pictures.delete(m.id);
    } else if (m.type === 'reel') {
      reels.get(m.id)?.(m.reason);
      reels.delete(m.id);
    }
  };
  worker.addEventListener('message', answer);
  portraitMaker.set(
    (ask: PortraitAsk) =>
      new Promise<Blob | null>((resolve) => {
        const id = next++;
        pictures.set(id, resolve);
        worker.postMessage({ type: 'portrait', id, ...ask } satisfies ToScene);
      }),
  );
  reelMaker.set((ask: ReelAsk, port: MessagePort, signal: AbortSignal) => {
    // Called off before it was asked for: the scene never hears of it (an abort that already
    // happened fires no event, and the scene would wait for pulls that never come).
    if (signal.aborted) {
      port.close();
      return Promise.resolve('stopped');
    }
    const id = next++;
    const stop = () => worker.postMessage({ type: 'reel-stop', id } satisfies ToScene);
    signal.addEventListener('abort', stop, { once: true });
    return new Promise<string | null>((resolve) => {
      reels.set(id, (reason) => {
        signal.removeEventListener('abort', stop);
        resolve(reason);
      });
      worker.postMessage({ type: 'reel', id, ...ask, port } satisfies ToScene, [port]);
    });
  });
  return {
    close: () => {
      worker.removeEventListener('message', answer);
      portraitMaker.set(null);
      reelMaker.set(null);
      for (const resolve of pictures.values()) resolve(null);
      for (const resolve of reels.values()) resolve('the 3D stage closed');
      pictures.clear();
      reels.clear();
    },
  };
}
