import { useRef, type ReactNode } from 'react';
import { useInViewOnce } from './useInViewOnce';
import { useReducedMotion } from './useReducedMotion';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Where the element slides in from. */
  from?: 'left' | 'right' | 'below';
}

/**
 * A list item that fades and slides in once 30% of it is visible. The hidden
 * state is a CSS class the stylesheet only honours under `.js` (set by main),
 * so without JS, and under reduced motion, the content is simply there.
 */
export function RevealItem({ children, className = '', from = 'below' }: RevealProps) {
  const ref = useRef<HTMLLIElement>(null);
  const seen = useInViewOnce(ref);
  const reduced = useReducedMotion();
  const state = reduced ? 'static' : seen ? 'in' : 'pending';
  return (
    <li ref={ref} className={`reveal reveal--${from} ${className}`} data-reveal={state}>
      {children}
    </li>
  );
}
