import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useEffectEvent, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createValueStore } from '../lib/listeners';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../lib/tooltip';
import { tooltipKit, type HintedTriggerProps } from './tooltipKit';
import './Tooltip.css';

/**
 * While a hint is open, and for a short grace after it closes, the next one opens at once. Shared
 * by every trigger here, since each carries its own Radix provider (the app's tree is not wrapped
 * in one, so the tooltips can load after the page).
 */
const open = new Set<string>();
let graceTimer: number | undefined;
const skipping = createValueStore(false);
const skip = {
  get: skipping.get,
  subscribe: skipping.subscribe,
  note(id: string, isOpen: boolean) {
    window.clearTimeout(graceTimer);
    if (isOpen) open.add(id);
    else open.delete(id);
    if (open.size > 0) skipping.set(true);
    else graceTimer = window.setTimeout(() => skipping.set(false), TOOLTIP_SKIP_DELAY_MS);
  },
};

/** A trigger with its Radix tooltip. Takes over from the plain trigger the visitor was hovering or focusing. */
export function HintedTrigger({ id, content, children }: HintedTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  const fast = useSyncExternalStore(skip.subscribe, skip.get);
  // Radix types its trigger as a button; a link works the same.
  const trigger = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    skip.note(id, next);
  };
  const openIfHovered = useEffectEvent((element: HTMLElement) => element.matches(':hover') && change(true));

  // The plain trigger this replaced was hovered or focused: the hint comes as if Radix had seen it.
  useLayoutEffect(() => {
    const intent = tooltipKit.takeIntent(id);
    const element = trigger.current;
    if (!intent || !element) return;
    if (intent.kind === 'focus') {
      // The swap took the focus with the old element: given back, which opens the hint.
      if (document.activeElement === document.body || document.activeElement === null) element.focus();
      return;
    }
    const wait = Math.max(0, TOOLTIP_OPEN_DELAY_MS - (performance.now() - intent.at));
    const timer = window.setTimeout(() => openIfHovered(element), wait);
    return () => window.clearTimeout(timer);
  }, [id]);

  return (
    <RadixTooltip.Provider delayDuration={fast ? 0 : TOOLTIP_OPEN_DELAY_MS}>
      <RadixTooltip.Root open={isOpen} onOpenChange={change}>
        <RadixTooltip.Trigger asChild ref={trigger} data-tooltip="ready">
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" sideOffset={8} collisionPadding={12}>
            {content}
            <RadixTooltip.Arrow className="tooltip__arrow" width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
