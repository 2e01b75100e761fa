import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Group } from 'three';
import { choreography } from '../../bridge/choreography';
import type { MomentId } from '../../content/moments';
import { blendPose, dampPose, REST, type Pose } from '../../lib/pose';
import { hopScale, smoothstep, travel, type Travel } from '../../lib/travel';
import { ui } from '../../theme/palette';
import { chancellorLook } from '../looks';
import { momentPose } from '../poses';
import { page, type SlotView } from '../input';
import { Robot } from '../robot/Robot';
import { ROBOT_SIZE } from '../robot/size';
import { ContactShadow, FloorGlow, FollowSpot } from './effects';
import { box, CHANCELLOR_COLUMN, column, lerpBox, MOMENT_ROOM, nearView, roomFor, standIn, type Box } from './place';
import { Paper, Podium } from './props';
import { trailPoint } from './trail';

/** Where he is and what he does, for tests and the bench (?debug). */
export const chancellorState = { from: null as MomentId | null, to: null as MomentId | null, t: 0, glide: false, pose: { ...REST } };

interface ChancellorProps {
  /** The page's moment slots, in page order. */
  moments: readonly SlotView[];
  /** Wide layout: the wings share a column and he glides between them. */
  wide: boolean;
  trackPointer: boolean;
  /** Idle cycles held and poses taken at once (reduced motion, frozen frames). */
  still: boolean;
  /** Glides and beams between places; without it (reduced motion) he is simply in the next. */
  travelling: boolean;
}

const trailAt = { x: 0, z: 0 };

/** His place in moment slot `index`: the slot, or his middle column of the cabinet's stage. */
function placeOf(moments: readonly SlotView[], boxes: readonly Box[], index: number, out: Box): Box {
  return moments[index]!.moment === 'cabinet' ? column(boxes[index]!, CHANCELLOR_COLUMN, out) : Object.assign(out, boxes[index]!);
}
const scroll = { height: 0, y: 0, max: 0 };
const content = { height: ROBOT_SIZE.height, width: ROBOT_SIZE.width, footroom: 0 };

/**
 * Chancellor Chip, travelling with the page: he stands in the moment slot
 * the reader has reached, glides (wide screens) or beams (narrow ones) to the
 * next, and takes each moment's pose on the way: at the podium waving,
 * presenting the cards, cheering the coins, reading the laws, walking the
 * trail, welcoming the cabinet.
 */
export function Chancellor({ moments, wide, trackPointer, still, travelling }: ChancellorProps) {
  const size = useThree((s) => s.size);
  const outer = useRef<Group>(null);
  const inner = useRef<Group>(null);
  const podium = useRef<Group>(null);
  const boxes = useMemo(() => moments.map((m) => m.rect), [moments]);
  const [at, edge, target] = useMemo(() => [box(), box(), { ...REST } as Pose], []);
  const route = useRef<Travel>({ from: -1, to: -1, t: 0, glide: false });
  const pose = chancellorState.pose;

  useFrame((_, delta) => {
    const group = outer.current;
    if (!group) return;
    scroll.height = size.height;
    scroll.y = page.scrollY;
    scroll.max = page.scrollMax;
    const r = travel(boxes, scroll, wide, route.current);
    if (r.from < 0) {
      group.visible = false;
      return;
    }
    const a = moments[r.from]!.moment!;
    const b = moments[r.to]!.moment!;
    // Reduced motion: still frames that change at a moment's boundary, never travelling.
    const glide = r.glide && travelling;
    const k = glide ? smoothstep(r.t) : r.t < 0.5 ? 0 : 1;
    if (glide) lerpBox(placeOf(moments, boxes, r.from, at), placeOf(moments, boxes, r.to, edge), k, at);
    else placeOf(moments, boxes, k < 0.5 ? r.from : r.to, at);
    group.visible = nearView(at, size.height);
    const room = MOMENT_ROOM[a] + (MOMENT_ROOM[b] - MOMENT_ROOM[a]) * k;
    roomFor(room, content);
    standIn(group, at, size, content, glide || !travelling ? 1 : hopScale(r.t));

    const now = performance.now();
    blendPose(target, momentPose(a, now, still), momentPose(b, now, still), k);
    if (still) Object.assign(pose, target);
    else dampPose(pose, target, 7, Math.min(delta, 0.1));

    // On the roadmap he walks the trail; elsewhere he stands at the front of his place.
    const onTrail = (a === 'roadmap' ? 1 - k : 0) + (b === 'roadmap' ? k : 0);
    trailPoint(choreography.walk, trailAt);
    inner.current?.position.set(trailAt.x * onTrail, 0, trailAt.z * onTrail);
    if (podium.current) {
      podium.current.visible = pose.podium > 0.02;
      podium.current.position.y = (pose.podium - 1) * 1.4;
    }
    chancellorState.from = a;
    chancellorState.to = b;
    chancellorState.t = r.t;
    chancellorState.glide = glide;
  });

  return (
    <group ref={outer}>
      <group ref={inner}>
        <Robot look={chancellorLook} status="CHANCELLOR" pose={pose} trackPointer={trackPointer} still={still} inHand={<Paper />} />
        <ContactShadow />
        <FloorGlow colour={ui.neon} radius={1.7} />
        <FollowSpot colour={ui.neon} />
      </group>
      <group ref={podium}>
        <Podium />
      </group>
    </group>
  );
}
