import { cloneElement, useId, useState, useSyncExternalStore, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { tooltipLoader } from './tooltipLoader';
import './Tooltip.css';

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Wraps a focusable trigger (button or link) with a short hint shown on hover and keyboard focus.
 * The trigger is rendered as given, and stays that very element for good: Radix's tooltip loads
 * on the first hover or keyboard focus of any trigger and then attaches itself beside it, so a
 * press made while its code arrives is never lost to a swapped element. A finger gets no hover
 * hint (what it needs to know is on the button); an ⓘ that explains is a Toggletip.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const loaded = useSyncExternalStore(tooltipLoader.subscribe, tooltipLoader.get, () => null);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const own = children.props;
  const button = cloneElement(children, {
    // The trigger's element, for the hint to attach to (the triggers here carry no ref of their own).
    ref: setTrigger,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (!loaded && event.pointerType !== 'touch') tooltipLoader.load(id, 'hover');
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // Keyboard focus only: a click's focus needs no hint.
      if (!loaded && event.currentTarget.matches(':focus-visible')) tooltipLoader.load(id, 'focus');
    },
  });
  // Always the same two places, so the trigger is never remounted when the hint arrives.
  return (
    <>
      {button}
      {loaded && trigger ? <loaded.HintedTrigger id={id} content={content} trigger={trigger} /> : null}
    </>
  );
}
