import { forwardRef, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { Group, Mesh } from 'three';
import type { Pose } from '../../protocol';
import type { RobotLook, RobotStatus } from '../looks';
import { useShapes } from './shapesContext';
import { createRobotMaterials, type RobotMaterials } from './materials';
import { useRobotLife } from './useRobotLife';

interface RobotProps {
  look: RobotLook;
  status: RobotStatus;
  /** The pose to take, read every frame (the actor that owns the robot writes it). */
  pose: Pose;
  /** Turn the head toward a fine pointer. */
  trackPointer: boolean;
  /** Reduced motion, posters, frozen tests: one fixed moment of the idle cycles. */
  motionless: boolean;
  /** Offsets the idle cycles, so a cabinet does not breathe in unison. */
  seed?: number;
  /** Held in the right hand (the paper he reads from). */
  inHand?: ReactNode;
}

/** Where the tie is knotted, in the suit's frame: it swings about this point. */
const TIE_KNOT = [0, 1.05, 0.7] as const;

/** The painted-metal skull, in one of four shapes. */
function Skull({ look, m }: { look: RobotLook; m: RobotMaterials }) {
  const shapes = useShapes();
  const geometry = { box: shapes.headBox, round: shapes.headRound, capsule: shapes.headCapsule, dome: shapes.headDome }[look.head];
  return <mesh geometry={geometry} material={m.metal} />;
}

/** What sits on the head: an antenna, a dish, a peaked cap, twin lamps or a chip, lit by `m.lamp`; `sway` springs the antenna. */
function Topper({ look, m, sway }: { look: RobotLook; m: RobotMaterials; sway: RefObject<Group | null> }) {
  const shapes = useShapes();
  switch (look.topper) {
    case 'dish':
      return (
        <group position={[0.35, 0.62, 0]} rotation={[0, 0, -0.5]}>
          <mesh geometry={shapes.rod} material={m.joint} position={[0, 0.2, 0]} scale={[0.85, 0.8, 0.85]} />
          <mesh geometry={shapes.dish} material={m.lamp} position={[0, 0.42, 0]} rotation={[Math.PI, 0, 0]} />
        </group>
      );
    case 'cap':
      return (
        <group position={[0, 0.52, 0]}>
          <mesh geometry={shapes.capCrown} material={m.suit} />
          <mesh geometry={shapes.capPeak} material={m.suit} position={[0, -0.1, 0.42]} rotation={[0.35, 0, 0]} />
          <mesh geometry={shapes.capStar} material={m.lamp} position={[0, 0.02, 0.62]} />
        </group>
      );
    case 'lamps':
      return <mesh geometry={shapes.lampPair} material={m.lamp} position={[0, 0.45, 0]} />;
    case 'chip':
      return (
        <group position={[0, 0.68, 0]}>
          <mesh geometry={shapes.chipBase} material={m.suit} />
          <mesh geometry={shapes.chipTop} material={m.lamp} position={[0, 0.1, 0]} />
        </group>
      );
    default:
      return (
        <group ref={sway} position={[0, 0.55, 0]}>
          <mesh geometry={shapes.rod} material={m.joint} position={[0, 0.3, 0]} scale={[1.1, 1.2, 1.1]} />
          <mesh geometry={shapes.lampBall} material={m.lamp} position={[0, 0.66, 0]} />
        </group>
      );
  }
}

/** An arm from the shoulder: sleeve and metal hand; `side` 1 is his left (the viewer's right). */
const Arm = forwardRef<Group, { side: -1 | 1; m: RobotMaterials; children?: ReactNode }>(function Arm({ side, m, children }, ref) {
  const shapes = useShapes();
  return (
    <group ref={ref} position={[0.8 * side, 1.25, 0]} rotation={[0, 0, 0.25 * side]}>
      <mesh geometry={shapes.sleeve} material={m.suit} position={[0, -0.45, 0]} />
      <mesh geometry={shapes.hand} material={m.metal} position={[0, -0.95, 0]} />
      {children}
    </group>
  );
});

/**
 * A robot politician in a suit, from shared primitives, feet at its origin.
 * Its pose comes from its actor; its life (breathing, blinking, glancing,
 * talking, status effects) from useRobotLife.
 */
export function Robot({ look, status, pose, trackPointer, motionless, seed = 0, inHand }: RobotProps) {
  const shapes = useShapes();
  const m = useMemo(() => createRobotMaterials(look, status), [look, status]);
  useEffect(() => () => m.dispose(), [m]);
  const body = useRef<Group>(null);
  const head = useRef<Group>(null);
  const eyes = useRef<Mesh>(null);
  const mouth = useRef<Mesh>(null);
  const left = useRef<Group>(null);
  const right = useRef<Group>(null);
  const hand = useRef<Group>(null);
  const arcs = useRef<Mesh>(null);
  const crosses = useRef<Mesh>(null);
  const smile = useRef<Mesh>(null);
  const tears = useRef<Mesh>(null);
  const antenna = useRef<Group>(null);
  const tie = useRef<Group>(null);
  useRobotLife({ body, head, eyes, mouth, left, right, hand, arcs, crosses, smile, tears, antenna, tie }, m, { look, status, pose, trackPointer, motionless, seed });

  return (
    <group ref={body}>
      <group position={[0, 0.37, 0]}>
        <mesh geometry={shapes.suit} material={m.suit} position={[0, 0.75, 0]} />
        <mesh geometry={shapes.shirt} material={m.shirt} position={[0, 1.3, 0.6]} rotation={[-0.28, 0, Math.PI]} />
        {/* Hung from the knot, so it swings about it. */}
        <group ref={tie} position={TIE_KNOT}>
          <mesh geometry={shapes.tie} material={m.tie} position={[-TIE_KNOT[0], -TIE_KNOT[1], -TIE_KNOT[2]]} />
        </group>
        <group position={[0.42, 1.05, 0.62]} rotation={[0.2, 0.35, 0]}>
          <mesh geometry={shapes.badge} material={m.shirt} rotation={[Math.PI / 2, 0, 0]} />
          <mesh geometry={shapes.badgeRing} material={m.accent} position={[0, 0, 0.025]} />
        </group>
        <Arm ref={left} side={1} m={m} />
        <Arm ref={right} side={-1} m={m}>
          <group ref={hand} position={[0.05, -1.12, 0.12]} rotation={[1.25, 0, 0]}>
            {inHand}
          </group>
        </Arm>
        <mesh geometry={shapes.neck} material={m.joint} position={[0, 1.72, 0]} />
        <group ref={head} position={[0, 2.35, 0]}>
          <Skull look={look} m={m} />
          <mesh geometry={shapes.visor} material={m.visor} position={[0, 0.05, 0.5]} />
          <mesh ref={eyes} geometry={shapes.eyes} material={m.eyes} position={[0, 0.05, 0.64]} />
          <mesh ref={arcs} geometry={shapes.eyeArcs} material={m.eyes} position={[0, 0.05, 0.64]} visible={false} />
          <mesh ref={crosses} geometry={shapes.errorEyes} material={m.eyes} position={[0, 0.05, 0.64]} visible={false} />
          <mesh ref={tears} geometry={shapes.tears} material={m.eyes} position={[0, -0.1, 0.6]} visible={false} />
          <mesh ref={mouth} geometry={shapes.mouth} material={m.mouth} position={[0, -0.3, 0.5]} />
          <mesh ref={smile} geometry={shapes.smile} material={m.mouth} position={[0, -0.2, 0.52]} visible={false} />
          <mesh geometry={shapes.ears} material={m.accent} />
          <Topper look={look} m={m} sway={antenna} />
        </group>
      </group>
    </group>
  );
}
