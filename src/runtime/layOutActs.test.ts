// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { actsLaidOut, layOutAllActs } from './layOutActs';

/** A home page whose acts below the first screen still have estimated heights. */
function homePage() {
  const main = document.createElement('main');
  main.id = 'main';
  main.innerHTML = '<section data-act="hero"></section><div class="act" data-act="about"></div><div class="act" data-act="roadmap"></div><section data-act="cabinet"></section>';
  document.body.append(main);
  return main;
}

/** Whether the promise has settled once the tasks queued so far have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.laidOut;
});

describe('actsLaidOut', () => {
  it('resolves at once on a page without acts', async () => {
    expect(await settled(actsLaidOut())).toBe(true);
  });

  it('waits while an act has an estimated height, and resolves once the last is laid out', async () => {
    const main = homePage();
    const laidOut = actsLaidOut();
    expect(await settled(laidOut)).toBe(false);
    const acts = main.querySelectorAll<HTMLElement>('.act, [data-act="cabinet"]');
    acts[0]!.dataset.laidOut = '';
    acts[1]!.dataset.laidOut = '';
    expect(await settled(laidOut)).toBe(false);
    acts[2]!.dataset.laidOut = '';
    expect(await settled(laidOut)).toBe(true);
  });

  it('resolves when every act is laid out at once (an in-page link)', async () => {
    homePage();
    const laidOut = actsLaidOut();
    layOutAllActs();
    expect(await settled(laidOut)).toBe(true);
  });

  it('resolves when the acts leave with their page before they were laid out, whatever the page did on leaving', async () => {
    const main = homePage();
    const laidOut = actsLaidOut();
    expect(await settled(laidOut)).toBe(false);
    main.remove();
    document.body.innerHTML = '<main id="main"><h1>Join the campaign</h1></main>';
    expect(await settled(laidOut)).toBe(true);
  });
});
