import { expect, test } from 'vitest';
import { importGraph, posterHashes, readStamp, sceneStamp } from './scene-stamp.mjs';

test('the posters were rendered from the scene as it looks now (run `npm run posters` after changing its look)', () => {
  expect(readStamp()?.scene).toBe(sceneStamp());
});

test('the posters in public/ are the ones rendered then: none changed, lost or added by hand', () => {
  expect(posterHashes()).toEqual(readStamp()?.posters);
});

test('the look is read from what the worker imports, down to the layout maths and the content it draws', () => {
  const graph = importGraph();
  for (const file of ['src/scene/worker/SceneRoot.tsx', 'src/scene/worker/screenSpace.ts', 'src/scene/worker/actors/momentFade.ts', 'src/scene/worker/canvas/FrameLoop.tsx', 'src/content/memeLaws.ts']) {
    expect(graph).toContain(file);
  }
  // The portrait booth draws the stickers' cut-out frames: its look is theirs.
  expect(graph).toContain('src/scene/worker/portrait/reel.ts');
  // A test file is not drawn: were the worker to import one, its edits would call for new posters.
  expect(graph.filter((file) => /\.test\./.test(file))).toEqual([]);
});
