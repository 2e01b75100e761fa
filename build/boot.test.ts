import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GAP_MS, RELOAD_LOG_KEY } from '../src/lib/recovery';
import { bootScripts } from '../scripts/bundle.mjs';
import { BOOT_SCRIPT, bootHashes, bootTags, OPENED_BELOW_SCRIPT } from './boot';
import { contentSecurityPolicy } from './securityHeaders';

describe('the boot of a prerendered page', () => {
  it('names its scripts, entry first, and reads them back', () => {
    const tags = bootTags({ scripts: ['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js'], later: null });
    expect(bootScripts(`<head>${tags}</head>`)).toEqual(['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js']);
    expect(bootScripts('<head></head>')).toEqual([]);
  });

  it('carries the script for a page opened below its first screen only where there is a later stylesheet', () => {
    const later = bootTags({ scripts: ['/assets/index-a.js'], later: '/assets/home-later-x.css' });
    expect(later).toContain('"later":"/assets/home-later-x.css"');
    expect(later).toContain(`<script>${OPENED_BELOW_SCRIPT}</script>`);
    // The classic script runs before the boot's module, which only runs once the document is parsed.
    expect(later.indexOf(OPENED_BELOW_SCRIPT)).toBeLessThan(later.indexOf('<script type="module">'));
    expect(bootTags({ scripts: ['/assets/index-a.js'], later: null })).not.toContain(OPENED_BELOW_SCRIPT);
  });

  it('is allowed by the hashes of its two scripts, and the policy allows no other inline script', () => {
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(bootHashes).toEqual([hash(BOOT_SCRIPT), hash(OPENED_BELOW_SCRIPT)]);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${hash(BOOT_SCRIPT)} ${hash(OPENED_BELOW_SCRIPT)};`);
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe/);
  });
});

/**
 * Runs the boot in a bare page whose entry script never arrives (the sandbox has no module loader,
 * so its import() rejects as a failed fetch would) and reports what the boot did about it.
 */
async function bootWithoutEntry(options: { keepTrying?: boolean; storage?: 'works' | 'throws'; lastAt?: number; uptime?: number; online?: boolean }) {
  const { keepTrying = false, storage = 'works', lastAt, uptime = 1000, online = true } = options;
  const now = 10 * RELOAD_GAP_MS;
  const stored = new Map<string, string>();
  if (lastAt !== undefined) stored.set(RELOAD_LOG_KEY, JSON.stringify({ count: 1, lastAt, lastReason: 'earlier' }));
  const blocked = () => {
    throw new Error('storage is blocked');
  };
  const timers: { run: () => void; ms: number }[] = [];
  const listeners: string[] = [];
  let reloads = 0;
  const warn = vi.fn();
  runInNewContext(BOOT_SCRIPT, {
    console: { warn },
    document: {
      getElementById: () => ({ textContent: JSON.stringify({ scripts: ['/assets/index-a.js'], later: null, ...(keepTrying && { keepTrying }) }) }),
      visibilityState: 'hidden', // starts at once, without waiting for a paint
    },
    PerformanceObserver: { supportedEntryTypes: [] },
    performance: { now: () => uptime },
    Date: { now: () => now },
    navigator: { onLine: online },
    addEventListener: (type: string) => listeners.push(type),
    location: { reload: () => reloads++ },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    sessionStorage:
      storage === 'works' ? { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) } : { getItem: blocked, setItem: blocked },
  });
  await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  const waits = timers.map((t) => t.ms);
  for (const t of timers) t.run();
  return { waits, reloads, listeners, log: JSON.parse(stored.get(RELOAD_LOG_KEY) ?? 'null') as { count: number; lastAt: number } | null, now };
}

describe('the boot when the entry script fails to arrive', () => {
  it('reloads at once on a first failure, logging it where the app keeps its reloads', async () => {
    const { waits, reloads, log, now } = await bootWithoutEntry({});
    expect(waits).toEqual([0]);
    expect(reloads).toBe(1);
    expect(log).toMatchObject({ count: 1, lastAt: now });
  });

  it('a reload less than the gap ago: a page stays as prerendered; the show waits out the gap, then reloads', async () => {
    const page = await bootWithoutEntry({ lastAt: 10 * RELOAD_GAP_MS - 60_000 });
    expect(page.waits).toEqual([]);
    expect(page.reloads).toBe(0);
    const show = await bootWithoutEntry({ keepTrying: true, lastAt: 10 * RELOAD_GAP_MS - 60_000 });
    expect(show.waits).toEqual([RELOAD_GAP_MS - 60_000]);
    expect(show.reloads).toBe(1);
    expect(show.log).toMatchObject({ count: 2 });
  });

  it('with storage that throws, only a page up for the whole gap reloads', async () => {
    expect(await bootWithoutEntry({ storage: 'throws', uptime: 1000 })).toMatchObject({ waits: [], reloads: 0 });
    expect(await bootWithoutEntry({ storage: 'throws', uptime: 1000, keepTrying: true })).toMatchObject({ waits: [RELOAD_GAP_MS - 1000], reloads: 1 });
    expect(await bootWithoutEntry({ storage: 'throws', uptime: RELOAD_GAP_MS })).toMatchObject({ waits: [0], reloads: 1 });
  });

  it('offline, the reload waits for the network to come back', async () => {
    const { reloads, listeners } = await bootWithoutEntry({ online: false });
    expect(reloads).toBe(0);
    expect(listeners).toEqual(['online']);
  });
});
