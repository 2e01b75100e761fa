import { describe, expect, it } from 'vitest';
import { scrollRest } from './scrollRest';

/** A window that tells when a scroll ends, as Chromium and Firefox do. */
function page() {
  return Object.assign(new EventTarget(), { onscrollend: null });
}
const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));

describe('scrollRest', () => {
  it('runs at once on a page at rest', () => {
    const rest = scrollRest(page())!;
    const runs: string[] = [];
    rest.whenAtRest(() => runs.push('measure'));
    expect(runs).toEqual(['measure']);
  });

  it('puts a run off while the page scrolls, to when the scroll ends, however far apart the scroll events come', () => {
    const target = page();
    const rest = scrollRest(target)!;
    const runs: string[] = [];
    fire(target, 'scroll');
    rest.whenAtRest(() => runs.push('measure'));
    fire(target, 'scroll');
    expect(runs).toEqual([]);
    fire(target, 'scrollend');
    expect(runs).toEqual(['measure']);
    // Once: the next scroll's end runs nothing more.
    fire(target, 'scroll');
    fire(target, 'scrollend');
    expect(runs).toEqual(['measure']);
  });

  it('keeps only the latest run, and a cancelled one never runs', () => {
    const target = page();
    const rest = scrollRest(target)!;
    const runs: string[] = [];
    fire(target, 'scroll');
    rest.whenAtRest(() => runs.push('first'));
    rest.whenAtRest(() => runs.push('second'));
    fire(target, 'scrollend');
    expect(runs).toEqual(['second']);
    fire(target, 'scroll');
    rest.whenAtRest(() => runs.push('third'));
    rest.cancel();
    fire(target, 'scrollend');
    expect(runs).toEqual(['second']);
  });

  it('once stopped, hears no more scrolls and runs nothing it held', () => {
    const target = page();
    const rest = scrollRest(target)!;
    const runs: string[] = [];
    fire(target, 'scroll');
    rest.whenAtRest(() => runs.push('held'));
    rest.stop();
    fire(target, 'scrollend');
    expect(runs).toEqual([]);
  });

  it('is null where the browser never says a scroll has ended', () => {
    expect(scrollRest(new EventTarget())).toBeNull();
  });
});
