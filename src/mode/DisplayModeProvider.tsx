import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { modeReasons } from '../content/modeReasons';
import { decideMode, MODE_STORAGE_KEY, needsProbe, parseMode, parseModeReason, type DisplayMode, type ModeDecision, type ModeReason } from '../lib/mode';
import { readStorage, removeStorage, writeStorage } from '../runtime/storage';

/** Kept per tab: the scene could not keep up here. */
const SESSION_DOWNGRADE_KEY = 'chipc-mode-downgraded';
/**
 * Kept per tab: why the scene cannot run in this browser (its worker found no WebGL, its context
 * could not be made), as its code. Named anew when its meaning narrowed: a tab that stored a failed
 * download under the old name is not held to it; one that stored words is not held to them either.
 */
const SESSION_FAILED_KEY = 'chipc-scene-cannot-run';

const session = () => sessionStorage;

interface DisplayModeValue {
  /** null until decided in the browser: the page shows its still pictures meanwhile. */
  decision: ModeDecision | null;
  /** Why the scene stopped on this page (it failed, or its context never came back); null while it may run. */
  failure: ModeReason | null;
  /** Counts the visitor's choices of the live 3D: each one is a fresh attempt, whatever failed before. */
  attempt: number;
  /** The visitor's choice from the mode control; remembered across visits. */
  choose: (mode: DisplayMode) => void;
  /** The scene reports a sustained low frame rate: lite for the rest of the session. */
  downgrade: () => void;
  /**
   * The scene stopped for `reason`. `remember`: it cannot run in this browser (no WebGL in its
   * worker, no context), so the rest of the tab's visit does not fetch it again. A failed download
   * is not remembered: the next load, or the switch, tries again.
   */
  sceneFailed: (reason: ModeReason, remember: boolean) => void;
}

const DisplayModeContext = createContext<DisplayModeValue | null>(null);

export function DisplayModeProvider({ children }: { children: ReactNode }) {
  const [decision, setDecision] = useState<ModeDecision | null>(null);
  const [failure, setFailure] = useState<ModeReason | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Deciding after the first paint keeps the WebGL probe off the critical path, and its code out
    // of the first load (most visits ask it once). As a transition, the decision never forces the
    // hydration still under way to finish in one long task. Where its code does not arrive, the
    // device is not measured: lite, as for any device the probe cannot read. The stored choices
    // are read in that later task too: a page's first read of each storage waits for the browser
    // to hand it over, a few milliseconds that would otherwise lengthen the hydration's own task.
    let live = true;
    const id = window.setTimeout(() => {
      const urlMode = parseMode(new URLSearchParams(window.location.search).get('mode'));
      const storedMode = parseMode(readStorage(() => localStorage, MODE_STORAGE_KEY));
      const downgraded = readStorage(session, SESSION_DOWNGRADE_KEY) === 'lite';
      const sceneFailed = parseModeReason(readStorage(session, SESSION_FAILED_KEY));
      const probe = needsProbe({ urlMode, storedMode, sceneFailed, downgraded });
      const measured = probe ? import('./detect').then((m) => m.probeCapabilities(), () => null) : Promise.resolve(null);
      void measured.then((capabilities) => {
        const decision = decideMode({ urlMode, storedMode, capabilities, sceneFailed, downgraded });
        // A choice the visitor made meanwhile stands.
        if (live) startTransition(() => setDecision((current) => current ?? decision));
      });
    }, 0);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, []);

  const choose = useCallback((mode: DisplayMode) => {
    writeStorage(() => localStorage, MODE_STORAGE_KEY, mode);
    // A visitor asking for the 3D again gets a fresh try, whatever failed before.
    removeStorage(session, SESSION_FAILED_KEY);
    setFailure(null);
    if (mode === 'full') setAttempt((n) => n + 1);
    setDecision({ mode, reason: 'choice', forced: false });
  }, []);

  const downgrade = useCallback(() => {
    setDecision((current) => {
      if (!current || current.forced || current.reason === 'choice') return current;
      writeStorage(session, SESSION_DOWNGRADE_KEY, 'lite');
      return { mode: 'lite', reason: 'lowFrameRate', forced: false };
    });
  }, []);

  const sceneFailed = useCallback((reason: ModeReason, remember: boolean) => {
    if (remember) writeStorage(session, SESSION_FAILED_KEY, reason);
    setFailure(reason);
  }, []);

  // The decision, on the document: for styles that differ by mode, and for scripts and tests to read.
  useEffect(() => {
    const root = document.documentElement.dataset;
    if (!decision) return;
    root.mode = decision.mode;
    root.modeReason = modeReasons[failure ?? decision.reason];
  }, [decision, failure]);

  const value = useMemo(() => ({ decision, failure, attempt, choose, downgrade, sceneFailed }), [decision, failure, attempt, choose, downgrade, sceneFailed]);
  return <DisplayModeContext.Provider value={value}>{children}</DisplayModeContext.Provider>;
}

export function useDisplayMode(): DisplayModeValue {
  const value = useContext(DisplayModeContext);
  if (!value) throw new Error('useDisplayMode outside DisplayModeProvider');
  return value;
}
