import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useEffectEvent, useLayoutEffect, useState, useSyncExternalStore, type Ref } from 'react';
import { createValueStore } from '../lib/listeners';
import { tooltipIntent, type HintedTriggerProps } from './tooltipIntent';
import './Tooltip.css';

/** A hint opens after 700 ms; for 300 ms after one closes, the next opens without waiting again. */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

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

type Handler = (event: Event) => void;

/** What Radix's trigger hands its element: a ref, event handlers and ARIA or data attributes. */
type TriggerBindings = { element: HTMLElement; ref?: Ref<HTMLElement> } & Record<string, unknown>;

/** Attributes of Radix's trigger that the page's element takes; its own `data-state` stays the page's. */
const ATTRIBUTES = ['aria-describedby', 'data-tooltip'];

/**
 * Stands where Radix expects its trigger's element and binds Radix to the page's element instead,
 * already mounted: Radix's handlers are listened for on it, and its ref and attributes set on it.
 * Rendering the trigger inside Radix would replace the element the visitor is pressing.
 */
function Bind({ element, ref, ...bindings }: TriggerBindings) {
  // Radix's ref changes with its renders; the element it is given does not.
  const setRef = useEffectEvent((value: HTMLElement | null) => {
    if (typeof ref === 'function') ref(value);
    else if (ref) ref.current = value;
  });
  useLayoutEffect(() => {
    setRef(element);
    return () => setRef(null);
  }, [element]);

  useLayoutEffect(() => {
    const undo: (() => void)[] = [];
    for (const [prop, value] of Object.entries(bindings)) {
      if (/^on[A-Z]/.test(prop) && typeof value === 'function') {
        // React's onPointerMove is the DOM's pointermove, onFocus its focus: the names match lowercased.
        const type = prop.slice(2).toLowerCase();
        element.addEventListener(type, value as Handler);
        undo.push(() => element.removeEventListener(type, value as Handler));
      } else if (ATTRIBUTES.includes(prop)) {
        if (value === undefined) element.removeAttribute(prop);
        else element.setAttribute(prop, String(value));
        undo.push(() => element.removeAttribute(prop));
      }
    }
    return () => undo.forEach((f) => f());
  });
  return null;
}

/** Radix's tooltip for a trigger already on the page, from the first hover or keyboard focus of any trigger. */
export function HintedTrigger({ id, content, trigger }: HintedTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  const fast = useSyncExternalStore(skip.subscribe, skip.get);
  const change = (next: boolean) => {
    setOpen(next);
    skip.note(id, next);
  };
  const openIf = useEffectEvent((still: boolean) => still && change(true));

  // The hover or focus that loaded the hint came before Radix listened: it is honoured as Radix would.
  useLayoutEffect(() => {
    const intent = tooltipIntent.take(id);
    if (!intent) return;
    // A keyboard focus shows its hint at once, a hover after the delay counted from its start.
    const focus = intent.kind === 'focus';
    const wait = focus ? 0 : Math.max(0, TOOLTIP_OPEN_DELAY_MS - (performance.now() - intent.at));
    const timer = window.setTimeout(
      () => openIf(focus ? document.activeElement === trigger && trigger.matches(':focus-visible') : trigger.matches(':hover')),
      wait,
    );
    return () => window.clearTimeout(timer);
  }, [id, trigger]);

  return (
    <RadixTooltip.Provider delayDuration={fast ? 0 : TOOLTIP_OPEN_DELAY_MS}>
      <RadixTooltip.Root open={isOpen} onOpenChange={change}>
        <RadixTooltip.Trigger asChild data-tooltip="ready">
          <Bind element={trigger} />
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
