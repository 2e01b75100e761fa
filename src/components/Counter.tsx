import { formatCount } from '../lib/format';
import './Counter.css';

interface CounterProps {
  target: number;
  prefix?: string;
  suffix?: string;
}

/**
 * Renders the final figure, so it is right without JS and under reduced
 * motion; the motion director (GSAP) resets it to 0 and counts it up once 30%
 * of it is visible. Screen readers get the final figure only.
 */
export function Counter({ target, prefix = '', suffix = '' }: CounterProps) {
  const final = formatCount(target, prefix, suffix);
  return (
    <span className="counter" data-phase="static">
      <span className="counter__value" aria-hidden="true" data-count-to={target} data-prefix={prefix} data-suffix={suffix}>
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
