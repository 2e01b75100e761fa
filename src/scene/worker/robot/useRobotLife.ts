import { useFrame } from '@react-three/fiber';
import { useMemo, type RefObject } from 'react';
import { Color, type Group, type Mesh } from 'three';
import { faceAt, noise, restingFace } from './face';
import type { Pose } from '../../protocol';
import { ui } from '../../../theme/palette';
import { sceneClock } from '../clock';
import type { RobotLook, RobotStatus } from '../looks';
import { frame } from '../pageMirror';
import type { RobotMaterials } from './materials';

/** A motionless robot stands at this moment of its cycles: eyes open, arm up mid-wave. */
const MOTIONLESS_AT = 0.9;
/** The GLITCHED eyes flash to this; made once, not every frame. */
const GLITCH_FLASH = new Color(ui.neon);

/** The antenna's and the tie's springs: stiff enough to settle in a second, loose enough to wobble. */
const SWAY = { stiffness: 60, damping: 5 } as const;

/** One springy part's angle and speed, pulled back to rest and pushed by `force`. Frame-rate independent enough at these rates (capped step). */
export function sway(state: { angle: number; speed: number }, force: number, delta: number) {
  const dt = Math.min(delta, 1 / 30);
  state.speed += (-SWAY.stiffness * state.angle - SWAY.damping * state.speed + force) * dt;
  state.angle += state.speed * dt;
  return state.angle;
}

export interface RobotRefs {
  body: RefObject<Group | null>;
  head: RefObject<Group | null>;
  eyes: RefObject<Mesh | null>;
  mouth: RefObject<Mesh | null>;
  left: RefObject<Group | null>;
  right: RefObject<Group | null>;
  hand: RefObject<Group | null>;
  /** The visor face's other shapes: happy arcs, error crosses, the smile, the tears. */
  arcs: RefObject<Mesh | null>;
  crosses: RefObject<Mesh | null>;
  smile: RefObject<Mesh | null>;
  tears: RefObject<Mesh | null>;
  /** The springy parts: the antenna (if it has one) and the tie. */
  antenna: RefObject<Group | null>;
  tie: RefObject<Group | null>;
}

interface Options {
  look: RobotLook;
  status: RobotStatus;
  pose: Pose;
  trackPointer: boolean;
  motionless: boolean;
  seed: number;
}

/**
 * The robot's life, every frame and without allocating: it takes its pose
 * (turn, arms, head, the paper in hand), and lives in it: breathing,
 * blinking, glancing about or at the pointer, waving, walking, talking. Its
 * status shows at a glance: ONLINE eyes pulse; GLITCHED bursts of torn scan
 * lines (the shader), a skipping head and flashing eyes; MALFUNCTIONING
 * twitches and flickers; ACTIVE and the Chancellor hold steady.
 */
export function useRobotLife(refs: RobotRefs, m: RobotMaterials, { look, status, pose, trackPointer, motionless, seed }: Options) {
  // Per robot, reused every frame: the face's numbers and the springs' state.
  const life = useMemo(() => ({ face: restingFace(), antenna: { angle: 0, speed: 0 }, tie: { angle: 0, speed: 0 }, yaw: 0, turn: 0 }), []);
  useFrame((_, delta) => {
    const t = motionless ? MOTIONLESS_AT + seed * 0.31 : sceneClock.time + seed * 7.3;
    const { body, head, eyes, mouth, left, right, hand, arcs, crosses, smile, tears, antenna, tie } = refs;

    if (body.current) {
      const b = body.current;
      b.rotation.y = pose.turn;
      b.scale.y = 1 + Math.sin(t * 1.6) * 0.012;
      b.position.y = pose.walk * Math.abs(Math.sin(t * 7)) * 0.07;
      // At rest his weight shifts slowly from foot to foot; walking, he rocks with his steps.
      const settle = (1 - pose.walk) * Math.sin(t * 0.55 + seed);
      b.position.x = settle * 0.03;
      b.rotation.z = status === 'MALFUNCTIONING' && !motionless ? noise(Math.floor(t * 9)) * 0.025 : pose.walk * Math.sin(t * 7) * 0.03 + settle * 0.012;
    }

    if (left.current) {
      // A wave: the arm lifts for two seconds in six, the hand wagging at the top.
      const cycle = t % 6;
      const lift = cycle < 2 ? Math.sin((cycle / 2) * Math.PI) : 0;
      const swing = Math.sin(t * 7) * 0.35 * pose.walk;
      left.current.rotation.z = pose.leftRaise + pose.wave * lift * 2.1;
      left.current.rotation.x = -pose.leftForward + pose.wave * lift * Math.sin(t * 9) * 0.15 + swing;
    }
    if (right.current) {
      const swing = Math.sin(t * 7) * 0.35 * pose.walk;
      right.current.rotation.z = -pose.rightRaise;
      right.current.rotation.x = -pose.rightForward - swing;
    }
    if (hand.current) {
      hand.current.visible = pose.paper > 0.05;
      hand.current.scale.setScalar(Math.max(0.001, pose.paper));
    }

    if (head.current) {
      const h = head.current;
      const follow = trackPointer && frame.pointer.active;
      const yaw = pose.headYaw + (follow ? frame.pointer.x * 0.45 : Math.sin(t * 0.5) * 0.18);
      const pitch = pose.headPitch + (follow ? frame.pointer.y * 0.2 : Math.sin(t * 0.7) * 0.05);
      const k = motionless ? 1 : 1 - Math.exp(-delta * 5);
      h.rotation.y += (yaw - h.rotation.y) * k;
      h.rotation.x += (pitch - h.rotation.x) * k;
      h.position.x = 0;
      h.rotation.z = 0;
      if (status === 'GLITCHED') {
        // Bursts of a quarter second every two seconds: the head skips sideways.
        h.position.x = t % 2 < 0.25 ? noise(Math.floor(t * 30)) * 0.12 : 0;
      } else if (status === 'MALFUNCTIONING') {
        h.rotation.z = noise(Math.floor(t * 20)) * 0.06;
      }
    }

    // The face: eyes, mouth and the status's marks, from the pose and the words in time.
    const speech = pose.talk * Math.max(0, Math.sin(t * 14));
    const face = faceAt(life.face, pose, speech, status, t);
    const show = (mesh: Mesh | null, on: boolean) => mesh && (mesh.visible = on);
    if (eyes.current) {
      show(eyes.current, face.eyes > 0.01);
      eyes.current.scale.y = Math.max(0.01, face.eyes);
    }
    if (arcs.current) {
      show(arcs.current, face.arcs > 0.01);
      arcs.current.scale.set(1, Math.max(0.01, face.arcs), 1);
    }
    show(crosses.current, face.error);
    if (mouth.current) {
      show(mouth.current, face.barWidth > 0.01);
      mouth.current.scale.set(Math.max(0.01, face.barWidth), face.barHeight, 1);
    }
    if (smile.current) {
      show(smile.current, face.smile > 0.01);
      smile.current.scale.setScalar(Math.max(0.01, face.smile));
    }
    if (tears.current) {
      show(tears.current, face.tear !== null);
      if (face.tear !== null) {
        tears.current.position.y = -0.1 - face.tear * 0.38;
        tears.current.scale.setScalar(1 - face.tear * 0.6);
      }
    }
    m.mouth.emissiveIntensity = face.mouthGlow;
    m.visor.emissiveIntensity = pose.talk * (0.18 + 0.22 * Math.max(0, Math.sin(t * 7)));

    // Follow-through: the antenna and the tie lag behind the head's and the body's turns and bob.
    const yawSpeed = motionless ? 0 : ((head.current?.rotation.y ?? 0) - life.yaw) / Math.max(delta, 1e-3);
    const turnSpeed = motionless ? 0 : (pose.turn - life.turn) / Math.max(delta, 1e-3);
    life.yaw = head.current?.rotation.y ?? 0;
    life.turn = pose.turn;
    if (antenna.current) {
      const bob = motionless ? 0 : pose.walk * Math.cos(t * 14) * 6;
      antenna.current.rotation.z = motionless ? 0 : sway(life.antenna, -yawSpeed * 3 + bob, delta);
    }
    if (tie.current) {
      const step = motionless ? 0 : pose.walk * Math.sin(t * 7) * 4;
      tie.current.rotation.z = motionless ? 0 : sway(life.tie, -turnSpeed * 2 + step, delta) * 0.6;
    }

    if (status === 'ONLINE') m.eyes.emissiveIntensity = 2 + Math.sin(t * 3) * 0.8;
    else if (status === 'MALFUNCTIONING') m.eyes.emissiveIntensity = noise(Math.floor(t * 12)) > 0.6 ? 0.25 : 1.6;
    if (m.glitch) {
      // Motionless frames hold a burst, so a poster shows the glitch too.
      const burst = motionless ? 0.85 : t % 2 < 0.25 ? 1 : t % 5 < 0.12 ? 0.6 : 0.08;
      m.glitch.uBurst.value = burst;
      m.glitch.uTime.value = t;
      m.eyes.emissive.copy(burst > 0.5 && Math.floor(t * 30) % 2 ? GLITCH_FLASH : m.eyeColour);
    }
    if (look.topper === 'antenna') m.lamp.emissiveIntensity = 1.8 + Math.sin(t * 2.2) * 0.9;
  });
}
