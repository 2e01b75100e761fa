import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appError, appUpdated, nav } from '../../src/content/meta';
import { community } from '../../src/content/community';
import { assetsMatching, copyOfBuild, nextDeploy, startDeployHost } from '../deployHost';
import { expect, motionReady, test } from '../fixtures';

// A tab left open across a deploy: the community page's code and stylesheet it would load next are
// gone from the host (an atomic deploy, or a new service worker's cleanup of the old precache). The
// host's 404s for them are the point of these tests: the host answers a missing stylesheet with its
// 404 page, which the browser, told not to sniff, refuses as a stylesheet.
// (One expression: Playwright reads an option's array of two as a value and its options.)
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404|Refused to apply style from '[^']+\/assets\/Community-[^']+\.css' because its MIME type \('text\/html'\)/],
});

const COMMUNITY = /^Community-[^/]+\.(js|css)$/;

/** Counts the documents the tab loads (the first visit, then each reload). */
function countDocuments(page: Page) {
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
  });
  return () => documents;
}

const openCommunity = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();

test('after a deploy replaced the community page’s files, the open tab reloads once and shows the page', async ({ page }) => {
  const before = copyOfBuild();
  const after = copyOfBuild();
  nextDeploy(after, COMMUNITY);
  expect(assetsMatching(after, COMMUNITY).some((name) => assetsMatching(before, COMMUNITY).includes(name))).toBe(false);
  const host = await startDeployHost(before);
  try {
    const documents = countDocuments(page);
    await page.goto(`${host.url}/`);
    await motionReady(page); // the home page has all it loads by itself: the tab is settled
    host.serve(after); // the deploy goes live while the tab is open
    await openCommunity(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.heading);
    expect(new URL(page.url()).pathname).toBe('/community');
    expect(documents()).toBe(2);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByText(appError.heading)).toHaveCount(0);
  } finally {
    await host.stop();
    for (const copy of [before, after]) rmSync(copy, { recursive: true, force: true });
  }
});

test('after a deploy removed only the community page’s stylesheet, the open tab reloads once and shows the page, styled', async ({ page }) => {
  const dir = copyOfBuild();
  const host = await startDeployHost(dir);
  try {
    const documents = countDocuments(page);
    await page.goto(`${host.url}/`);
    await motionReady(page);
    // The stylesheet goes; the page's script stays where the tab will look for it.
    const [stylesheet, ...others] = assetsMatching(dir, /^Community-[^/]+\.css$/);
    expect(others).toEqual([]);
    rmSync(join(dir, 'assets', stylesheet!));
    expect(assetsMatching(dir, /^Community-[^/]+\.js$/)).toHaveLength(1);
    await openCommunity(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.heading);
    expect(new URL(page.url()).pathname).toBe('/community');
    await expect.poll(documents).toBe(2); // one reload, whose page carries its own first screen's CSS
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByText(appError.heading)).toHaveCount(0);
    await expect(page.getByText(appUpdated.heading)).toHaveCount(0);
    // Laid out by the community page's own rules, never shown bare.
    await expect(page.locator('.community-memes')).toHaveCSS('display', 'grid');
  } finally {
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A tab open on the home page when the community page's files disappear from the host: it goes
 * there, reloads once (which does not help) and says calmly that the site was updated. `kept`
 * is a whole build to serve when the files come back.
 */
async function communityGone(page: Page) {
  const dir = copyOfBuild();
  const kept = copyOfBuild();
  const host = await startDeployHost(dir);
  try {
    const documents = countDocuments(page);
    await page.goto(`${host.url}/`);
    await motionReady(page);
    for (const name of assetsMatching(dir, COMMUNITY)) rmSync(join(dir, 'assets', name));
    await openCommunity(page);
    await expect.poll(documents).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appUpdated.heading);
    return { host, documents, dir, kept };
  } catch (error) {
    await host.stop();
    for (const copy of [dir, kept]) rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

test('with the community page’s files gone for good, after its one reload the tab says calmly that the site was updated, and its button reloads', async ({ page }) => {
  const { host, documents, dir, kept } = await communityGone(page);
  const heading = page.getByRole('heading', { level: 1 });
  try {
    expect(new URL(page.url()).pathname).toBe('/community');
    expect(documents()).toBe(2); // one reload, no loop
    await expect(page.getByText(appError.heading)).toHaveCount(0);
    // The files come back (the deploy finished): the visitor's reload shows the page.
    host.serve(kept);
    await page.getByRole('button', { name: appUpdated.reload }).click();
    await expect.poll(documents).toBe(3);
    // The prerendered page shows the heading before the app runs: the app, hydrated, must keep it.
    // The 404s were served with the year's caching of /assets/: the browser keeps them.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(heading).toHaveText(community.heading);
    await expect(page.getByText(appUpdated.heading)).toHaveCount(0);
    await expect(page.locator('.community-memes')).toHaveCSS('display', 'grid');
  } finally {
    await host.stop();
    for (const copy of [dir, kept]) rmSync(copy, { recursive: true, force: true });
  }
});

/**
 * The files come back; the visitor goes home by a link and back to the community page through the
 * history: no link pointed at loads it ahead, the visit itself imports it, with its styles, and the
 * tab loads no other document.
 */
async function backOnceTheFilesAreBack(page: Page, gone: Awaited<ReturnType<typeof communityGone>>) {
  gone.host.serve(gone.kept);
  await page.getByRole('link', { name: nav.home }).click();
  await expect(page.locator('section#hero')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.heading);
  expect(new URL(page.url()).pathname).toBe('/community');
  await expect(page.locator('.community-memes')).toHaveCSS('display', 'grid');
  expect(gone.documents()).toBe(2);
}

test('a page whose files failed is imported again on the next visit (back in history), without a reload, once they are back', async ({ page }) => {
  const gone = await communityGone(page);
  try {
    await backOnceTheFilesAreBack(page, gone);
  } finally {
    await gone.host.stop();
    for (const copy of [gone.dir, gone.kept]) rmSync(copy, { recursive: true, force: true });
  }
});

// Some browsers keep a failed module for the document: every later import() of the same address
// fails again without asking the host (the HTML standard's rule until 2025, and Chromium's until
// it shipped the change). The host answers that address with its 404 for the rest of the test, as
// such a browser would; the page must still come back, from the same file at another address.
test('a page whose files failed comes back on the next visit in a browser that keeps a failed import for the document', async ({ page }) => {
  const gone = await communityGone(page);
  const kept: string[] = [];
  try {
    await page.route(
      (url) => COMMUNITY.test(url.pathname.split('/').pop() ?? '') && url.pathname.endsWith('.js') && url.search === '',
      (route) => {
        kept.push(route.request().url());
        return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
      },
    );
    await backOnceTheFilesAreBack(page, gone);
    expect(kept.length).toBeGreaterThan(0); // the first try did meet the kept failure
  } finally {
    await gone.host.stop();
    for (const copy of [gone.dir, gone.kept]) rmSync(copy, { recursive: true, force: true });
  }
});

// A script that fails at its address (a 404 the browser kept from an earlier document, a dropped
// connection) is asked for again at once at an address of its own: the page comes in place, styled,
// with no reload.
test('a page whose script fails at its address comes in place from its retry address, styled, without a reload', async ({ page }) => {
  const documents = countDocuments(page);
  await page.goto('/');
  await motionReady(page);
  const asked: string[] = [];
  await page.route(
    (url) => /^Community-[^/]+\.js$/.test(url.pathname.split('/').pop() ?? ''),
    (route) => {
      // Its own address keeps failing (a kept 404); the same file at another address arrives.
      const search = new URL(route.request().url()).search;
      asked.push(search);
      return search === '' ? route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }) : route.continue();
    },
  );
  await openCommunity(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.heading);
  await expect(page.locator('.community-memes')).toHaveCSS('display', 'grid');
  // Its address (the preload and the import), then at once, in the same first attempt, its own.
  const retries = asked.filter((search) => search.startsWith('?retry='));
  expect(retries).toEqual([expect.stringMatching(/^\?retry=[0-9a-z]+-0$/)]);
  expect(asked.at(-1)).toBe(retries[0]);
  expect(documents()).toBe(1);
  await expect(page.getByText(appUpdated.heading)).toHaveCount(0);
});
