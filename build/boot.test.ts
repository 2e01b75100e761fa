import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GAP_MS } from '../src/lib/recovery';
import { bootScripts } from '../scripts/bundle.mjs';
import { BOOT_SCRIPT, bootHashes, bootTags } from './boot';
import { contentSecurityPolicy } from './securityHeaders';

describe('the boot of a prerendered page', () => {
  it('names its scripts, entry first, and reads them back', () => {
    const tags = bootTags({ scripts: ['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js'], later: null });
    expect(bootScripts(`<head>${tags}</head>`)).toEqual(['/assets/index-a.js', '/assets/react-b.js', '/assets/Home-c.js']);
    expect(bootScripts('<head></head>')).toEqual([]);
  });

  it('is one classic script after its data, so the parser runs it in the head, before the body exists', () => {
    const tags = bootTags({ scripts: ['/assets/index-a.js'], later: '/assets/home-later-x.css' });
    expect(tags).toContain('"later":"/assets/home-later-x.css"');
    expect(tags.match(/<script/g)).toHaveLength(2);
    expect(tags.indexOf('id="chipc-boot"')).toBeLessThan(tags.indexOf(`<script>${BOOT_SCRIPT}</script>`));
  });

  it('is allowed by its hash, and the policy allows no other inline script', () => {
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(bootHashes).toEqual([hash(BOOT_SCRIPT)]);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${hash(BOOT_SCRIPT)};`);
    // The files' policy lets a worker compile WebAssembly (the model's decoder); no text is ever run as script.
    expect(contentSecurityPolicy({ wasm: true })).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash(BOOT_SCRIPT)};`);
    for (const wasm of [false, true]) expect(contentSecurityPolicy({ wasm })).not.toMatch(/script-src[^;]*'unsafe-(eval|inline|hashes)'/);
  });
});

/**
 * Runs the boot in a bare page whose entry script never arrives (the sandbox has no module loader,
 * so its import() rejects as a failed fetch would) and reports what the boot did about it.
 */
async function bootWithoutEntry(options: { keepTrying?: boolean; opened?: string; uptime?: number }) {
  const { keepTrying = false, opened = 'navigate', uptime = 1000 } = options;
  const timers: { run: () => void; ms: number }[] = [];
  let reloads = 0;
  const warn = vi.fn();
  runInNewContext(BOOT_SCRIPT, {
    console: { warn },
    document: {
      getElementById: () => ({ textContent: JSON.stringify({ scripts: ['/assets/index-a.js'], later: null, ...(keepTrying && { keepTrying }) }) }),
      visibilityState: 'hidden', // starts at once, without waiting for a paint
    },
    PerformanceObserver: { supportedEntryTypes: [] },
    performance: { now: () => uptime, getEntriesByType: () => (opened ? [{ type: opened }] : []) },
    location: { reload: () => reloads++ },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  const waits = timers.map((t) => t.ms);
  for (const t of timers) t.run();
  return { waits, reloads };
}

describe('the boot when the entry script fails to arrive', () => {
  it('the show reloads at once after a plain visit', async () => {
    expect(await bootWithoutEntry({ keepTrying: true })).toEqual({ waits: [0], reloads: 1 });
  });

  it('after a reload (its own or anyone\'s) or a step in history, the show waits until it has been up for the gap', async () => {
    for (const opened of ['reload', 'back_forward']) {
      expect(await bootWithoutEntry({ keepTrying: true, opened, uptime: 60_000 }), opened).toEqual({ waits: [RELOAD_GAP_MS - 60_000], reloads: 1 });
    }
    // A browser that cannot say how the page was opened never reloads at once: no loop there either.
    expect(await bootWithoutEntry({ keepTrying: true, opened: '', uptime: 1000 })).toEqual({ waits: [RELOAD_GAP_MS - 1000], reloads: 1 });
  });

  it('any other page stays as prerendered, readable', async () => {
    expect(await bootWithoutEntry({})).toEqual({ waits: [], reloads: 0 });
  });
});

describe('the boot in a document still being parsed', () => {
  it('imports the entry only once the document is parsed, however early it is told to start', async () => {
    const listeners: { type: string; run: () => void }[] = [];
    const warn = vi.fn(); // the sandbox's import() rejects: a warning says it was attempted
    const document = {
      getElementById: () => ({ textContent: JSON.stringify({ scripts: ['/assets/index-a.js'], later: null }) }),
      visibilityState: 'hidden', // told to start at once
      readyState: 'loading',
    };
    runInNewContext(BOOT_SCRIPT, {
      console: { warn },
      document,
      addEventListener: (type: string, run: () => void) => listeners.push({ type, run }),
      PerformanceObserver: { supportedEntryTypes: [] },
      performance: { now: () => 10, getEntriesByType: () => [{ type: 'navigate' }] },
      location: { reload: () => {} },
      setTimeout: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).not.toHaveBeenCalled();
    expect(listeners.map((l) => l.type)).toEqual(['DOMContentLoaded']);
    document.readyState = 'interactive';
    listeners[0]!.run();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });
});
