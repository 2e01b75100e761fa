import type { ReactNode } from 'react';

/** What started the tooltips loading: a hover or a keyboard focus on one trigger, and when. */
export interface TooltipIntent {
  id: string;
  kind: 'hover' | 'focus';
  at: number;
}

export interface HintedTriggerProps {
  id: string;
  content: ReactNode;
  /** The page's own trigger element, already mounted: the hint attaches to it. */
  trigger: HTMLElement;
}

let intent: TooltipIntent | null = null;

/**
 * The hover or focus that asked for the tooltips, kept apart from the loader so that the hint it
 * loads (HintedTrigger) can read it without importing the module that imports it.
 */
export const tooltipIntent = {
  note(id: string, kind: TooltipIntent['kind']) {
    intent = { id, kind, at: performance.now() };
  },
  /** The intent that loaded the tooltips, once, for the trigger it was on: that trigger's hint honours it. */
  take(id: string): TooltipIntent | null {
    if (intent?.id !== id) return null;
    const taken = intent;
    intent = null;
    return taken;
  },
};
