import { cloneElement, useId, useSyncExternalStore, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { tooltipKit } from './tooltipKit';

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Wraps a focusable trigger (button or link) with a short hint. Until the first hover or keyboard
 * focus of any trigger the trigger is the plain element (as prerendered); then Radix's tooltip
 * loads and takes over every trigger.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const kit = useSyncExternalStore(tooltipKit.subscribe, tooltipKit.get, () => null);
  if (kit) {
    return (
      <kit.HintedTrigger id={id} content={content}>
        {children}
      </kit.HintedTrigger>
    );
  }
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // A finger never shows a hint, and a tap must never swap the button it is pressing.
      if (event.pointerType !== 'touch') tooltipKit.load(id, 'hover');
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // Keyboard focus only: a click's focus comes with its press, which a swap would lose.
      if (event.currentTarget.matches(':focus-visible')) tooltipKit.load(id, 'focus');
    },
  });
}
