import type { ComponentType, ReactNode } from 'react';
import { createListeners } from '../lib/listeners';

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

interface Kit {
  HintedTrigger: ComponentType<HintedTriggerProps>;
}

let kit: Kit | null = null;
let loading: Promise<void> | null = null;
let intent: TooltipIntent | null = null;
const listeners = createListeners();

/**
 * Radix's tooltip (with its positioning engine, a quarter of the app's script) loads on the first
 * hover or keyboard focus of any trigger, not with the page: a hint waits 700 ms anyway, and a
 * phone never shows one. Every trigger then gets its hint at once, attached to the element as it is.
 */
export const tooltipKit = {
  get: () => kit,
  subscribe: listeners.subscribe,
  load(id: string, kind: TooltipIntent['kind']) {
    intent = { id, kind, at: performance.now() };
    loading ??= import('./HintedTrigger')
      .then(({ HintedTrigger }) => {
        kit = { HintedTrigger };
        listeners.notify();
      })
      .catch((error: unknown) => {
        // No network: the buttons still work, without their hints; the next hover tries again.
        loading = null;
        console.info('Tooltips not available:', error instanceof Error ? error.message : error);
      });
  },
  /** The intent that loaded the kit, once, for the trigger it was on: that trigger's hint honours it. */
  takeIntent(id: string): TooltipIntent | null {
    if (intent?.id !== id) return null;
    const taken = intent;
    intent = null;
    return taken;
  },
};
