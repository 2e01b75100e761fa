import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { decideMode, MODE_STORAGE_KEY, parseMode, type DisplayMode, type ModeDecision } from '../lib/mode';
import { readStorage, writeStorage } from '../kit/storage';
import { probeCapabilities } from './detect';

const SESSION_DOWNGRADE_KEY = 'chipc-mode-downgraded';

interface DisplayModeValue {
  /** null until decided in the browser: the page shows its still pictures meanwhile. */
  decision: ModeDecision | null;
  /** The visitor's choice from the mode control; remembered across visits. */
  choose: (mode: DisplayMode) => void;
  /** The scene reports a sustained low frame rate: lite for the rest of the session. */
  downgrade: () => void;
}

const DisplayModeContext = createContext<DisplayModeValue | null>(null);

export function DisplayModeProvider({ children }: { children: ReactNode }) {
  const [decision, setDecision] = useState<ModeDecision | null>(null);

  useEffect(() => {
    const urlMode = parseMode(new URLSearchParams(window.location.search).get('mode'));
    const storedMode = parseMode(readStorage(() => localStorage, MODE_STORAGE_KEY));
    const downgraded = readStorage(() => sessionStorage, SESSION_DOWNGRADE_KEY) === 'lite';
    const needsProbe = !urlMode && !storedMode && !downgraded;
    // Deciding after the first paint keeps the WebGL probe off the critical path. As a transition,
    // the decision never forces the hydration still under way to finish in one long task.
    const id = window.setTimeout(() => {
      const decision: ModeDecision =
        downgraded && !urlMode && storedMode !== 'full'
          ? { mode: 'lite', reason: 'frame rate too low', forced: false }
          : decideMode({ urlMode, storedMode, capabilities: needsProbe ? probeCapabilities() : null });
      startTransition(() => setDecision(decision));
    }, 0);
    return () => window.clearTimeout(id);
  }, []);

  const choose = useCallback((mode: DisplayMode) => {
    writeStorage(() => localStorage, MODE_STORAGE_KEY, mode);
    setDecision({ mode, reason: 'your choice', forced: false });
  }, []);

  const downgrade = useCallback(() => {
    setDecision((current) => {
      if (!current || current.forced || current.reason === 'your choice') return current;
      writeStorage(() => sessionStorage, SESSION_DOWNGRADE_KEY, 'lite');
      return { mode: 'lite', reason: 'frame rate too low', forced: false };
    });
  }, []);

  // The decision, on the document: for styles that differ by mode, and for scripts and tests to read.
  useEffect(() => {
    const root = document.documentElement.dataset;
    if (!decision) return;
    root.mode = decision.mode;
    root.modeReason = decision.reason;
  }, [decision]);

  const value = useMemo(() => ({ decision, choose, downgrade }), [decision, choose, downgrade]);
  return <DisplayModeContext.Provider value={value}>{children}</DisplayModeContext.Provider>;
}

export function useDisplayMode(): DisplayModeValue {
  const value = useContext(DisplayModeContext);
  if (!value) throw new Error('useDisplayMode outside DisplayModeProvider');
  return value;
}
