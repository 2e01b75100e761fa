import type { ReactNode } from 'react';
import { useMotionPart } from '../../bridge/motionParts';
import type { SectionsAct } from '../../content/moments';
import './Act.css';

/**
 * An act: a part of the home page, the sections it holds, in the column the companion leaves
 * free. While it is read, the companion plays the Chancellor's moment of the same name.
 */
export function Act({ id, children }: { id: SectionsAct; children: ReactNode }) {
  // The scroll choreography the scene follows is attached to it when it mounts.
  const ref = useMotionPart<HTMLDivElement>('act');
  return (
    <div className="act" data-act={id} ref={ref}>
      {children}
    </div>
  );
}
