import { useEffect, useRef } from 'react';
import { useMotionPart } from '../bridge/motionParts';
import { showCount } from '../runtime/counts';
import { formatCount } from '../lib/format';
import { breakpoints } from '../theme/breakpoints';
import './Counter.css';

interface CounterProps {
  target: number;
  prefix?: string;
  suffix?: string;
}

/**
 * Renders the final figure, so it is right without JS. With JS it is hidden
 * until hydrated (Counter.css), then shows 0 until the motion director
 * (GSAP) counts it up once 30% of it is visible, so a visitor never sees the
 * final figure before the count; under reduced motion it shows the final
 * figure. Screen readers get the final figure only. It registers itself with the motion
 * director when it mounts, however late that is.
 */
export function Counter({ target, prefix = '', suffix = '' }: CounterProps) {
  const final = formatCount(target, prefix, suffix);
  const host = useRef<HTMLSpanElement>(null);
  const value = useMotionPart<HTMLSpanElement>('counter');
  useEffect(() => {
    const h = host.current;
    const v = value.current;
    // Once only: the motion director owns the figure after this.
    if (!h || !v || h.dataset.phase !== 'static') return;
    // Read now, not through a hook: during hydration a hook still gives the prerendered answer.
    const reduced = window.matchMedia(breakpoints.reducedMotion).matches;
    showCount(v, reduced ? target : 0);
    h.dataset.phase = reduced ? 'done' : 'waiting';
  }, [target, value]);
  return (
    <span className="counter" data-phase="static" ref={host}>
      <span className="counter__value" aria-hidden="true" data-count-to={target} data-prefix={prefix} data-suffix={suffix} ref={value}>
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
