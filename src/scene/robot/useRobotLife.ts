import { useFrame } from '@react-three/fiber';
import type { RefObject } from 'react';
import { Color, type Group, type Mesh } from 'three';
import type { Pose } from '../../lib/pose';
import { ui } from '../../theme/palette';
import { sceneClock } from '../clock';
import type { RobotLook, RobotStatus } from '../looks';
import { pointer } from '../pointer';
import type { RobotMaterials } from './materials';

const BLINK_EVERY = 3.7;
const BLINK_FOR = 0.14;
/** A still robot stands at this moment of its cycles: eyes open, arm up mid-wave. */
const STILL_AT = 0.9;
/** The GLITCHED eyes flash to this; made once, not every frame. */
const GLITCH_FLASH = new Color(ui.neon);

/** Deterministic noise in [-1, 1]: stable frames for posters, lively ones on screen. */
function noise(t: number): number {
  return Math.sin(t * 12.9898) * Math.sin(t * 78.233 + 1.7);
}

export interface RobotRefs {
  body: RefObject<Group | null>;
  head: RefObject<Group | null>;
  eyes: RefObject<Mesh | null>;
  mouth: RefObject<Mesh | null>;
  left: RefObject<Group | null>;
  right: RefObject<Group | null>;
  hand: RefObject<Group | null>;
}

interface Options {
  look: RobotLook;
  status: RobotStatus;
  pose: Pose;
  trackPointer: boolean;
  still: boolean;
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
export function useRobotLife(refs: RobotRefs, m: RobotMaterials, { look, status, pose, trackPointer, still, seed }: Options) {
  useFrame((_, delta) => {
    const t = still ? STILL_AT + seed * 0.31 : sceneClock.time + seed * 7.3;
    const { body, head, eyes, mouth, left, right, hand } = refs;

    if (body.current) {
      const b = body.current;
      b.rotation.y = pose.turn;
      b.scale.y = 1 + Math.sin(t * 1.6) * 0.012;
      b.position.y = pose.walk * Math.abs(Math.sin(t * 7)) * 0.07;
      b.rotation.z = status === 'MALFUNCTIONING' && !still ? noise(Math.floor(t * 9)) * 0.025 : pose.walk * Math.sin(t * 7) * 0.03;
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

    if (eyes.current) eyes.current.scale.y = t % BLINK_EVERY < BLINK_FOR ? 0.12 : 1;

    if (head.current) {
      const h = head.current;
      const follow = trackPointer && pointer.active;
      const yaw = pose.headYaw + (follow ? pointer.x * 0.45 : Math.sin(t * 0.5) * 0.18);
      const pitch = pose.headPitch + (follow ? pointer.y * 0.2 : Math.sin(t * 0.7) * 0.05);
      const k = still ? 1 : 1 - Math.exp(-delta * 5);
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

    // Reading out: the mouth works and the visor glows in time with the words.
    const speech = pose.talk * Math.max(0, Math.sin(t * 14));
    if (mouth.current) mouth.current.scale.x = 1 + speech * 0.5;
    m.mouth.emissiveIntensity = speech * 1.2;
    m.visor.emissiveIntensity = pose.talk * (0.18 + 0.22 * Math.max(0, Math.sin(t * 7)));

    if (status === 'ONLINE') m.eyes.emissiveIntensity = 1.8 + Math.sin(t * 3) * 0.8;
    else if (status === 'MALFUNCTIONING') m.eyes.emissiveIntensity = noise(Math.floor(t * 12)) > 0.6 ? 0.25 : 1.6;
    if (m.glitch) {
      // Still frames hold a burst, so a poster shows the glitch too.
      const burst = still ? 0.85 : t % 2 < 0.25 ? 1 : t % 5 < 0.12 ? 0.6 : 0.08;
      m.glitch.uBurst.value = burst;
      m.glitch.uTime.value = t;
      m.eyes.emissive.copy(burst > 0.5 && Math.floor(t * 30) % 2 ? GLITCH_FLASH : m.eyeColour);
    }
    if (look.topper === 'antenna') m.lamp.emissiveIntensity = 0.9 + Math.sin(t * 2.2) * 0.6;
  });
}
