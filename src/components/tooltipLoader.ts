import type { ComponentType } from 'react';
import { createListeners } from '../lib/listeners';
import { tooltipIntent, type HintedTriggerProps, type TooltipIntent } from './tooltipIntent';

interface Loaded {
  HintedTrigger: ComponentType<HintedTriggerProps>;
}

let loaded: Loaded | null = null;
let loading: Promise<void> | null = null;
const listeners = createListeners();

/**
 * Radix's tooltip (with its positioning engine, a quarter of the app's script) loads on the first
 * hover or keyboard focus of any trigger, not with the page: a hint waits 700 ms anyway, and a
 * phone never shows one. Every trigger then gets its hint at once, attached to the element as it is.
 */
export const tooltipLoader = {
  get: () => loaded,
  subscribe: listeners.subscribe,
  load(id: string, kind: TooltipIntent['kind']) {
    tooltipIntent.note(id, kind);
    loading ??= import('./HintedTrigger')
      .then(({ HintedTrigger }) => {
        loaded = { HintedTrigger };
        listeners.notify();
      })
      .catch((error: unknown) => {
        // No network: the buttons still work, without their hints; the next hover tries again.
        loading = null;
        console.info('Tooltips not available:', error instanceof Error ? error.message : error);
      });
  },
};
