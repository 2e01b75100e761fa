import { portraitMaker, type PortraitAsk } from '../../bridge/portrait';
import type { FromScene, ToScene } from '../protocol';

/**
 * The page side of the portrait booth (booth.ts): while the scene's worker runs, the meme maker
 * can ask it for a portrait (bridge/portrait.ts). Returns the worker; terminating it also ends
 * the booth, answering whatever is still asked with null (the maker then uses the still pictures).
 */
export function withPortraits(worker: Worker): Worker {
  let next = 1;
  const waiting = new Map<number, (png: Blob | null) => void>();
  const answer = (e: MessageEvent<FromScene>) => {
    const m = e.data;
    if (m.type !== 'portrait') return;
    if (m.reason) console.warn('The 3D stage could not pose for the picture; the still pictures stand in:', m.reason);
    waiting.get(m.id)?.(m.png);
    waiting.delete(m.id);
  };
  worker.addEventListener('message', answer);
  portraitMaker.set(
    (ask: PortraitAsk) =>
      new Promise<Blob | null>((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        worker.postMessage({ type: 'portrait', id, ...ask } satisfies ToScene);
      }),
  );
  const terminate = worker.terminate.bind(worker);
  worker.terminate = () => {
    worker.removeEventListener('message', answer);
    portraitMaker.set(null);
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
    terminate();
  };
  return worker;
}
