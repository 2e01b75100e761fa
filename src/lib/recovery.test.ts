import { describe, expect, it } from 'vitest';
import { emptyReloadLog, logReload, parseReloadLog, RELOAD_GAP_MS, reloadDelay } from './recovery';

describe('reloadDelay', () => {
  it('reloads at once the first time, then at most once per five minutes', () => {
    expect(reloadDelay(emptyReloadLog, 1_000)).toBe(0);
    const log = logReload(emptyReloadLog, 'render error', 10_000);
    expect(reloadDelay(log, 10_000)).toBe(RELOAD_GAP_MS);
    expect(reloadDelay(log, 10_000 + 60_000)).toBe(RELOAD_GAP_MS - 60_000);
    expect(reloadDelay(log, 10_000 + RELOAD_GAP_MS)).toBe(0);
    expect(reloadDelay(log, 0)).toBe(RELOAD_GAP_MS); // a clock set back waits no longer than the gap
  });
});

describe('logReload and parseReloadLog', () => {
  it('counts reloads and keeps the last reason, round-tripping through storage', () => {
    const log = logReload(logReload(emptyReloadLog, 'a', 1), 'b'.repeat(500), 2);
    expect(log).toMatchObject({ count: 2, lastAt: 2 });
    expect(log.lastReason).toHaveLength(200);
    expect(parseReloadLog(JSON.stringify(log))).toEqual(log);
  });
  it('reads anything malformed as no reloads', () => {
    for (const raw of [null, '', '{', '[]', '{"count":-1,"lastAt":null,"lastReason":null}', '{"count":1,"lastAt":"x","lastReason":null}']) {
      expect(parseReloadLog(raw)).toEqual(emptyReloadLog);
    }
  });
});
