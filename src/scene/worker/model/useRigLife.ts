import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { Euler, Quaternion, type Bone } from 'three';
import { sceneClock } from '../clock';
import { frame } from '../pageMirror';
import type { Pose } from '../../protocol';
import { sway } from '../robot/useRobotLife';
import { morphsAt, restingMorphs } from './morphs';
import { playClips, type Rig } from './rig';

/** A motionless figure stands at this moment of its clips: eyes open, the waving hand high and swept out. */
export const MOTIONLESS_AT = 0.25;

const turn = new Quaternion();
const euler = new Euler();
/** Turns `bone` by (x, y, z) in its parent's frame, after what the clips did. */
function turnBy(bone: Bone, x: number, y: number, z: number) {
  bone.quaternion.premultiply(turn.setFromEuler(euler.set(x, y, z)));
}

interface Options {
  pose: Pose;
  trackPointer: boolean;
  motionless: boolean;
}

/**
 * The rigged Chancellor's life, every frame and without allocating: idle breathing and weight
 * shift as his base, the talking, waving, walking and pointing clips laid over it as far as the
 * pose asks, then the pose's own turns (arms raised and forward, the head after the pointer or
 * glancing about), the face's morph targets (blinks, brows, smile, the mouth's shapes in time with
 * his words), the lights, and the springy antenna and tie lagging behind. Motionless (reduced motion,
 * posters, frozen tests), everything stands at one moment.
 */
export function useRigLife(rig: Rig, { pose, trackPointer, motionless }: Options) {
  const life = useMemo(() => ({ morphs: restingMorphs(), antenna: { angle: 0, speed: 0 }, tie: { angle: 0, speed: 0 }, yaw: 0, pitch: 0, lastYaw: 0, lastTurn: 0 }), []);
  useFrame((_, delta) => {
    const t = motionless ? MOTIONLESS_AT : sceneClock.time;
    // The pose's amounts of talking, waving, walking and pointing are the clips' weights.
    playClips(rig, pose, t);

    const { bones } = rig;
    rig.root.rotation.y = pose.turn;
    turnBy(bones.upperArmL, -pose.leftForward, 0, pose.leftRaise);
    turnBy(bones.upperArmR, -pose.rightForward, 0, -pose.rightRaise);
    const follow = trackPointer && frame.pointer.active;
    const yaw = pose.headYaw + (follow ? frame.pointer.x * 0.45 : Math.sin(t * 0.5) * 0.18);
    const pitch = pose.headPitch + (follow ? frame.pointer.y * 0.2 : Math.sin(t * 0.7) * 0.05);
    const k = motionless ? 1 : 1 - Math.exp(-delta * 5);
    life.yaw += (yaw - life.yaw) * k;
    life.pitch += (pitch - life.pitch) * k;
    turnBy(bones.head, life.pitch, life.yaw, 0);
    rig.hold.visible = pose.paper > 0.05;
    rig.hold.scale.setScalar(Math.max(0.001, pose.paper));

    const speech = pose.talk * Math.max(0, Math.sin(t * 14));
    const morphs = morphsAt(life.morphs, pose, speech, t);
    for (const { name, slot } of rig.face.slots) rig.face.weights[slot] = morphs[name];
    rig.screen.emissiveIntensity = pose.talk * (0.18 + 0.22 * Math.max(0, Math.sin(t * 7)));
    rig.accent.emissiveIntensity = 1.4 + Math.sin(t * 2.2) * 0.6;

    // Follow-through: the antenna and the tie lag behind the head's and the body's turns and steps.
    const yawSpeed = motionless ? 0 : (life.yaw - life.lastYaw) / Math.max(delta, 1e-3);
    const turnSpeed = motionless ? 0 : (pose.turn - life.lastTurn) / Math.max(delta, 1e-3);
    life.lastYaw = life.yaw;
    life.lastTurn = pose.turn;
    if (!motionless) {
      turnBy(bones.antenna, 0, 0, sway(life.antenna, -yawSpeed * 3 + pose.walk * Math.cos(t * 14) * 6, delta));
      turnBy(bones.tie, 0, 0, sway(life.tie, -turnSpeed * 2 + pose.walk * Math.sin(t * 7) * 4, delta) * 0.6);
    }
  });
}
