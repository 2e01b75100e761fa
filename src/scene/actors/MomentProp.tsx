import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef, type ReactNode } from 'react';
import type { Group } from 'three';
import type { SlotView } from '../input';
import { MOMENT_ROOM, nearView, roomFor, standIn } from './place';

/**
 * Stands a prop in a moment's slot at the Chancellor's scale there (the coins
 * of tokenomics, the roadmap's trail), so it meets him when he arrives.
 */
export function MomentProp({ slot, children }: { slot: SlotView; children: ReactNode }) {
  const size = useThree((s) => s.size);
  const group = useRef<Group>(null);
  const room = MOMENT_ROOM[slot.moment ?? 'hero'];
  const content = useMemo(() => roomFor(room, { height: 0, width: 0, footroom: 0 }), [room]);
  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const rect = slot.rect;
    g.visible = nearView(rect, size.height);
    if (g.visible) standIn(g, rect, size, content);
  });
  return <group ref={group}>{children}</group>;
}
