/**
 * When a tab may reload itself to recover, as pure decisions, for every page (a chunk that did not
 * arrive, the show's crash, the boot script's fault): at most one reload per RELOAD_GAP_MS, a fixed
 * gap with no back-off, so a fault that survives a reload never turns a screen into a reload loop;
 * a reload asked for within the gap waits until it has passed.
 */
export const RELOAD_GAP_MS = 5 * 60_000;

export interface ReloadLog {
  /** Reloads this tab has done to recover. */
  count: number;
  /** When the last one happened (ms since the epoch), and why. */
  lastAt: number | null;
  lastReason: string | null;
}

export const emptyReloadLog: ReloadLog = { count: 0, lastAt: null, lastReason: null };

/** How long to wait before the next reload: none if the last was long enough ago, else until it is. */
export function reloadDelay(log: ReloadLog, now: number): number {
  // Capped at the gap: a clock set back must not make the screen wait longer.
  return log.lastAt === null ? 0 : Math.min(RELOAD_GAP_MS, Math.max(0, log.lastAt + RELOAD_GAP_MS - now));
}

/** The log after a reload for `reason` at `now`. */
export const logReload = (log: ReloadLog, reason: string, now: number): ReloadLog => ({
  count: log.count + 1,
  lastAt: now,
  lastReason: reason.slice(0, 200),
});

/** A stored log, checked field by field: anything malformed reads as no reloads. */
export function parseReloadLog(raw: string | null): ReloadLog {
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<ReloadLog> | null;
    if (v && Number.isInteger(v.count) && v.count! >= 0 && (v.lastAt === null || Number.isFinite(v.lastAt)) && (v.lastReason === null || typeof v.lastReason === 'string')) {
      return { count: v.count!, lastAt: v.lastAt ?? null, lastReason: v.lastReason ?? null };
    }
  } catch {
    // not JSON: no log
  }
  return emptyReloadLog;
}
