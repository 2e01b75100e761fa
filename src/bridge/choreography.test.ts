import { gsap } from 'gsap';
import { describe, expect, it } from 'vitest';
import { choreography, choreographyNow } from './choreography';

describe('the choreography the scene receives', () => {
  it('crosses to the worker once GSAP has tweened it: the figures alone, as they are now', () => {
    gsap.set(choreography, { walk: 0.5, present: 1 });
    // What postMessage does to a frame: a structured clone, which cannot carry GSAP's cache.
    const sent = structuredClone(choreographyNow());
    expect(sent).toEqual({ present: 1, pour: 0, walk: 0.5, assemble: 0, lawAt: Number.NEGATIVE_INFINITY, feedPaused: false, law: 0 });
  });
});
