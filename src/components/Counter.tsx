import { useEffect, useRef, useState } from 'react';
import { COUNT_UP_DURATION_MS, COUNT_UP_STEPS, countUpValue } from '../lib/countUp';
import { formatCount } from '../lib/format';
import { useInViewOnce } from '../motion/useInViewOnce';
import { useReducedMotion } from '../motion/useReducedMotion';

interface CounterProps {
  target: number;
  prefix?: string;
  suffix?: string;
}

/**
 * Counts from 0 to `target` in 60 steps over 2000 ms once 30% visible, once
 * per page load. Screen readers get the final figure only, not sixty updates.
 */
export function Counter({ target, prefix = '', suffix = '' }: CounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const seen = useInViewOnce(ref);
  const reduced = useReducedMotion();
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (!seen || reduced) return;
    const start = performance.now();
    const id = window.setInterval(() => {
      const t = performance.now() - start;
      setElapsed(t);
      if (t >= COUNT_UP_DURATION_MS) window.clearInterval(id);
    }, COUNT_UP_DURATION_MS / COUNT_UP_STEPS);
    return () => window.clearInterval(id);
  }, [seen, reduced]);

  const value = reduced ? target : countUpValue(target, elapsed);
  const phase = reduced || elapsed >= COUNT_UP_DURATION_MS ? 'done' : seen ? 'counting' : 'waiting';
  const final = formatCount(target, prefix, suffix);
  return (
    <span ref={ref} className="counter" data-phase={phase}>
      <span className="counter__value" aria-hidden="true" data-final={final}>
        {formatCount(value, prefix, suffix)}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
