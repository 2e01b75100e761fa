import { expect, test } from 'vitest';
import { postersStamp, sceneStamp } from './scene-stamp.mjs';

test('the posters were rendered from the scene as it looks now (run `npm run posters` after changing its look)', () => {
  expect(postersStamp()).toBe(sceneStamp());
});
