import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Group } from 'three';
import type { MomentId } from '../../../content/moments';
import type { Pose } from '../../protocol';
import { blendPose, REST, springPose, restVelocity } from '../robot/poseMaths';
import { ui } from '../../../theme/palette';
import { chancellorLook } from '../looks';
import { momentPose, reactTo } from '../momentPoses';
import { frame, pageNow, type SlotView } from '../pageMirror';
import { worldPerPixel } from '../screenSpace';
import type { ModelState } from '../model/useChancellorModel';
import { RiggedChancellor } from '../model/RiggedChancellor';
import { Robot } from '../robot/Robot';
import { ROBOT_SIZE } from '../robot/size';
import { CampaignTrail } from './CampaignTrail';
import { CoinShower } from './CoinShower';
import { ContactShadow, FloorGlow, FollowSpot } from './effects';
import { box, cabinetPlace, CHANCELLOR_COLUMN, lerpBox, MOMENT_ROOM, roomFor, roomIn, standIn, standingPlace, type Box } from './place';
import { Paper, Podium } from './props';
import { momentFade, presence } from './momentFade';
import { SetPiece } from './SetPiece';
import { BallotBox, Banners, LedWall } from './sets';
import { trailPoint } from './trail';

/** Where he is and what he does, for tests and the bench (?debug). */
export const chancellorState = { from: null as MomentId | null, to: null as MomentId | null, t: 0, pose: { ...REST }, at: { x: 0, y: 0, scrollY: 0 } };
/** Whether his body is in the scene yet (his model, or the shapes where it could not be had): the portrait booth waits for it. */
export const chancellorBody = { drawn: false };

interface ChancellorProps {
  /** His place: the companion on the home page, the podium's slot on the show. */
  place: SlotView | null;
  trackPointer: boolean;
  /** Idle cycles held and poses taken at once (reduced motion, frozen frames). */
  motionless: boolean;
  /** His modelled body; drawn from the scene's shapes where it could not be loaded, and not at all until its load has ended either way. */
  model: ModelState;
}

const trailAt = { x: 0, z: 0 };
const content = { height: ROBOT_SIZE.height, width: ROBOT_SIZE.width, footroom: 0 };

/** His box in the companion for `moment`: his column of the cabinet, or where he stands. */
function boxFor(region: Box, moment: MomentId, out: Box): Box {
  return moment === 'cabinet' ? cabinetPlace(region, CHANCELLOR_COLUMN, out).box : standingPlace(region, out);
}

/**
 * Chancellor Chip, in his one place on screen: the companion, which stays with the reader, or the
 * show's podium. He does the moment on stage (StageDirector.tsx and momentFade.ts): at the
 * podium waving, presenting the cards, cheering the coins, reading the laws, walking the trail,
 * welcoming the cabinet; a change of moment is a turn about on the spot while the sets change
 * round him. Asked something, he starts, looks up and speaks.
 */
export function Chancellor({ place, trackPointer, motionless, model }: ChancellorProps) {
  const size = useThree((s) => s.size);
  const outer = useRef<Group>(null);
  const inner = useRef<Group>(null);
  const [at, next, target, velocity] = useMemo(() => [box(), box(), { ...REST } as Pose, restVelocity()], []);
  const pose = chancellorState.pose;
  // Set once the body is committed, not when the model arrives: a portrait asked in between would be drawn without him.
  useEffect(() => {
    chancellorBody.drawn = model.decided;
    return () => {
      chancellorBody.drawn = false;
    };
  }, [model.decided]);

  useFrame((_, delta) => {
    const group = outer.current;
    if (!group) return;
    const a = momentFade.from ?? momentFade.to;
    const b = momentFade.to ?? momentFade.from;
    if (!place || !a || !b) {
      group.visible = false;
      chancellorState.from = chancellorState.to = null;
      return;
    }
    const k = momentFade.from === null || momentFade.to === null ? 1 : momentFade.k;
    const region = place.rect;
    lerpBox(boxFor(region, a, at), boxFor(region, b, next), k, at);
    roomFor(roomIn(region, MOMENT_ROOM[a] + (MOMENT_ROOM[b] - MOMENT_ROOM[a]) * k), content);
    // Arriving from nowhere (the reader back from the footer) he rises; leaving, he sinks.
    const shown = momentFade.to === null ? 1 - momentFade.k : momentFade.from === null ? momentFade.k : 1;
    group.visible = shown > 0.01 && region.height > 1;
    standIn(group, at, size, content, 1);
    group.scale.multiplyScalar(Math.max(0.001, shown));

    // The page's clock: what the feed's and the visitor's times are measured on.
    const now = pageNow();
    blendPose(target, momentPose(a, now, motionless, frame.choreography), momentPose(b, now, motionless, frame.choreography), k);
    reactTo(target, now, motionless, frame.companion.askAt);
    if (motionless) Object.assign(pose, target);
    else springPose(pose, velocity, target, delta);

    // A change of moment: a turn about on the spot, a little hop at its height.
    const change = a === b || motionless ? 0 : Math.sin(Math.PI * k);
    group.rotation.y += change * 0.9;
    group.position.y += change * 0.25 * group.scale.y;

    // On the roadmap he walks the trail; elsewhere he stands at the front of his place.
    const onTrail = presence('roadmap');
    trailPoint(frame.choreography.walk, trailAt);
    inner.current?.position.set(trailAt.x * onTrail, 0, trailAt.z * onTrail);
    // Where he was drawn, in the page's pixels, for the bench's measure of how he keeps his place.
    const perPixel = worldPerPixel(size.height);
    chancellorState.at.x = size.width / 2 + group.position.x / perPixel;
    chancellorState.at.y = size.height / 2 - group.position.y / perPixel;
    chancellorState.at.scrollY = frame.scroll.y;
    chancellorState.from = a;
    chancellorState.to = b;
    chancellorState.t = k;
  });

  return (
    <group ref={outer}>
      <group ref={inner}>
        {model.model ? (
          <RiggedChancellor model={model.model} pose={pose} trackPointer={trackPointer} motionless={motionless} inHand={<Paper />} />
        ) : (
          model.decided && <Robot look={chancellorLook} status="CHANCELLOR" pose={pose} trackPointer={trackPointer} motionless={motionless} inHand={<Paper />} />
        )}
        <ContactShadow />
        <FloorGlow colour={ui.neon} radius={1.7} />
        <FollowSpot colour={ui.neon} />
      </group>
      <SetPiece moment="hero">
        <Podium />
        <Banners motionless={motionless} />
      </SetPiece>
      <SetPiece moment="tokenomics">
        <CoinShower />
        <BallotBox />
      </SetPiece>
      <SetPiece moment="reading">
        <LedWall motionless={motionless} />
      </SetPiece>
      <SetPiece moment="roadmap">
        <CampaignTrail />
      </SetPiece>
    </group>
  );
}
