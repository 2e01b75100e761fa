import type { ReactNode } from 'react';
import { useMotionPart } from '../bridge/motionParts';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Where the element slides in from. */
  from?: 'left' | 'right' | 'below';
}

/**
 * A list item the motion director fades and slides in once 30% of it is
 * visible. Rendered visible: without JS, before GSAP loads and under reduced
 * motion the content is simply there. It registers itself with the director when it mounts.
 */
export function RevealItem({ children, className = '', from = 'below' }: RevealProps) {
  const ref = useMotionPart<HTMLLIElement>('reveal');
  return (
    <li className={className} data-reveal-from={from} ref={ref}>
      {children}
    </li>
  );
}
