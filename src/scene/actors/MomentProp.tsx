import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef, type ReactNode } from 'react';
import type { Group } from 'three';
import type { SceneSlotEntry } from '../../bridge/slots';
import { box, measure, MOMENT_ROOM, nearView, roomFor, standIn } from './place';

/**
 * Stands a prop in a moment's slot at the Chancellor's scale there (the coins
 * of tokenomics, the roadmap's trail), so it meets him when he arrives.
 */
export function MomentProp({ slot, children }: { slot: SceneSlotEntry; children: ReactNode }) {
  const size = useThree((s) => s.size);
  const group = useRef<Group>(null);
  const rect = useMemo(() => box(), []);
  const room = MOMENT_ROOM[slot.moment ?? 'hero'];
  const content = useMemo(() => roomFor(room, { height: 0, width: 0, footroom: 0 }), [room]);
  useFrame(() => {
    const g = group.current;
    if (!g) return;
    measure(slot.element, rect);
    g.visible = nearView(rect, size.height);
    if (g.visible) standIn(g, rect, size, content);
  });
  return <group ref={group}>{children}</group>;
}
