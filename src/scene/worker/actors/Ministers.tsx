import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Group } from 'three';
import { cabinet, type Minister } from '../../../content/cabinet';
import type { Pose } from '../../protocol';
import { REST } from '../robot/poseMaths';
import { scene } from '../../../theme/palette';
import { chancellorLook, ministerLooks } from '../looks';
import { frame, type SlotView } from '../pageMirror';
import { Robot } from '../robot/Robot';
import { ROBOT_SIZE } from '../robot/size';
import { ContactShadow, FloorGlow, FollowSpot, Halo, Sparks, SteadyGlow } from './effects';
import { box, cabinetPlace, MINISTER_COLUMNS, nearView, standIn } from './place';
import { Desk } from './sets';
import { presence } from './momentFade';

/** Where a minister stands, chosen from the page's slots: their own seat, the roll call, or the cabinet in the companion. */
function markFor(slots: readonly SlotView[], id: string, index: number): { slot: SlotView; column: number | null } | null {
  const seat = slots.find((s) => s.kind === 'seat' && s.minister === id);
  if (seat) return { slot: seat, column: null };
  const rollcall = slots.find((s) => s.kind === 'rollcall');
  if (rollcall) return rollcall.minister === id ? { slot: rollcall, column: null } : null;
  const companion = slots.find((s) => s.kind === 'companion');
  return companion ? { slot: companion, column: MINISTER_COLUMNS[index]! } : null;
}

/** How far behind the Chancellor the bench stands, in the robots' units: they are seen past him. */
const BENCH_DEPTH = 3;

/** The status effect that reads at a glance. GLITCHED is in the robot's own shader. */
function StatusEffect({ minister, motionless }: { minister: Minister; motionless: boolean }) {
  const look = ministerLooks[minister.id] ?? chancellorLook;
  switch (minister.status) {
    case 'ONLINE':
      return <Halo colour={look.accent} y={3.3} motionless={motionless} />;
    case 'MALFUNCTIONING':
      return <Sparks colour={scene.sparks} y={3.25} motionless={motionless} />;
    case 'ACTIVE':
      return <SteadyGlow colour={look.accent} y={2.75} />;
    default:
      return null;
  }
}

function MinisterActor({ minister, index, slots, trackPointer, motionless }: { minister: Minister; index: number; slots: readonly SlotView[]; trackPointer: boolean; motionless: boolean }) {
  const size = useThree((s) => s.size);
  const group = useRef<Group>(null);
  const mark = useMemo(() => markFor(slots, minister.id, index), [slots, minister.id, index]);
  const at = useMemo(() => box(), []);
  // On the cabinet's stage each minister turns a little toward the Chancellor in the middle.
  const pose = useMemo<Pose>(() => ({ ...REST, headYaw: mark?.column === null ? 0 : index < 2 ? 0.25 : -0.25 }), [mark, index]);

  useFrame(() => {
    const g = group.current;
    if (!g) return;
    if (!mark) {
      g.visible = false;
      return;
    }
    if (mark.column === null) {
      g.visible = nearView(mark.slot.rect, size.height);
      if (g.visible) standIn(g, mark.slot.rect, size, ROBOT_SIZE);
      return;
    }
    // In the cabinet's moment they rise onto the stage in turn, each at a desk, as the cabinet arrives.
    const rise = Math.min(1, Math.max(0, frame.choreography.assemble * 1.6 - index * 0.15)) * presence('cabinet');
    g.visible = rise > 0.01;
    if (!g.visible) return;
    const { box: place, behind } = cabinetPlace(mark.slot.rect, mark.column, at);
    const scale = standIn(g, place, size, ROBOT_SIZE);
    if (behind) g.position.z -= BENCH_DEPTH * scale;
    g.position.y -= (1 - rise) * ROBOT_SIZE.height * scale * 0.6;
  });

  const look = ministerLooks[minister.id] ?? chancellorLook;
  return (
    <group ref={group}>
      <Robot look={look} status={minister.status} pose={pose} trackPointer={trackPointer} motionless={motionless} seed={index + 1} />
      <StatusEffect minister={minister} motionless={motionless} />
      <ContactShadow radius={0.95} />
      <FloorGlow colour={look.accent} radius={1.3} />
      {/* In the cabinet's moment, at the parliament's bench (the show seats them without one). */}
      {mark?.column != null && <Desk />}
      {/* The show's spotlight: the seat the presenter has lit gets a follow spot. */}
      {mark?.slot.lit && <FollowSpot colour={look.accent} />}
    </group>
  );
}

/** The four ministers, each drawn where the page wants them (and nowhere when it does not). */
export function Ministers({ slots, trackPointer, motionless }: { slots: readonly SlotView[]; trackPointer: boolean; motionless: boolean }) {
  return (
    <>
      {cabinet.ministers.map((m, i) => (
        <MinisterActor key={m.id} minister={m} index={i} slots={slots} trackPointer={trackPointer} motionless={motionless} />
      ))}
    </>
  );
}
