import type { ReactNode } from 'react';
import { useMotionPart } from '../bridge/motionParts';
import type { ActMoment } from '../content/moments';
import './Act.css';

/**
 * A part of the home page, one of the Chancellor's moments: the section(s) it holds, in the
 * column the companion leaves free. While it is read, the companion shows its moment.
 */
export function Act({ moment, children }: { moment: ActMoment; children: ReactNode }) {
  // The scroll choreography the scene follows is attached to it when it mounts.
  const ref = useMotionPart<HTMLDivElement>('act');
  return (
    <div className="act" data-act={moment} ref={ref}>
      {children}
    </div>
  );
}
