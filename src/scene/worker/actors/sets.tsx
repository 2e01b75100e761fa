import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { CanvasTexture, DoubleSide, MeshStandardMaterial, RepeatWrapping, SRGBColorSpace, type Group } from 'three';
import { frame, pageNow } from '../pageMirror';
import { memeLaws } from '../../../content/memeLaws';
import { scene, ui } from '../../../theme/palette';
import { sceneClock } from '../clock';
import { glitchMaterial } from '../robot/glitch';
import { useShapes } from '../robot/shapesContext';
import { SteadyGlow } from './effects';
import { headlineFont, paintTicker, usePaintedTexture } from './props';

// Each act's set, in the Chancellor's own units (feet at the origin, about 4 tall), standing
// behind or beside him so it never hides him. Every piece rises through the floor with its
// moment (SetPiece) and is lit by the same studio.


/** The hero's press conference: the stage washed in campaign red behind him, and two banners on poles either side, stirring in a draught. */
export function Banners({ motionless }: { motionless: boolean }) {
  const shapes = useShapes();
  const cloth = usePaintedTexture(128, 320, (ctx) => {
    ctx.fillStyle = ui.red;
    ctx.fillRect(0, 0, 128, 320);
    ctx.fillStyle = ui.navy900;
    ctx.fillRect(0, 0, 128, 96);
    ctx.fillStyle = ui.white;
    for (let i = 0; i < 3; i++) ctx.fillRect(0, 150 + i * 44, 128, 12);
    ctx.font = headlineFont(56);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('★', 64, 50);
  });
  const materials = useMemo(
    () => ({
      cloth: glitchMaterial(new MeshStandardMaterial({ map: cloth, roughness: 0.8, side: DoubleSide })),
      pole: glitchMaterial(new MeshStandardMaterial({ color: scene.antenna, metalness: 0.8, roughness: 0.3 })),
    }),
    [cloth],
  );
  useEffect(() => () => Object.values(materials).forEach((m) => m.dispose()), [materials]);
  const flags = useRef<(Group | null)[]>([]);
  useFrame(() => {
    const t = motionless ? 0.7 : sceneClock.time;
    flags.current.forEach((flag, i) => {
      if (flag) flag.rotation.y = Math.sin(t * 0.9 + i * 2.1) * 0.12;
    });
  });
  return (
    <>
      <SteadyGlow colour={ui.red} y={2.3} z={-2.4} size={3.2} opacity={0.1} />
      {[-1, 1].map((side, i) => (
        <group key={side} position={[side * 2.05, 0, -1.3]}>
          <mesh geometry={shapes.rod} material={materials.pole} position={[0, 2.1, 0]} scale={[1.2, 8.4, 1.2]} />
          <group
            ref={(g) => {
              flags.current[i] = g;
            }}
            position={[0, 3.05, 0]}
          >
            <mesh geometry={shapes.banner} material={materials.cloth} position={[side * -0.42, 0, 0.02]} />
          </group>
        </group>
      ))}
    </>
  );
}

/** Tokenomics: the ballot box the coins are voted into, beside him. */
export function BallotBox() {
  const shapes = useShapes();
  const label = usePaintedTexture(256, 128, (ctx) => paintTicker(ctx, ui.red, ui.white, 64));
  const materials = useMemo(
    () => ({
      body: glitchMaterial(new MeshStandardMaterial({ color: ui.navy600, roughness: 0.35, metalness: 0.3 })),
      lid: glitchMaterial(new MeshStandardMaterial({ color: ui.text, roughness: 0.3 })),
      label: glitchMaterial(new MeshStandardMaterial({ map: label, roughness: 0.5 })),
      slot: glitchMaterial(new MeshStandardMaterial({ color: ui.gold, emissive: ui.gold, emissiveIntensity: 1.6 })),
    }),
    [label],
  );
  useEffect(() => () => Object.values(materials).forEach((m) => m.dispose()), [materials]);
  return (
    <group position={[1.75, 0, 0.15]} rotation={[0, -0.35, 0]} scale={0.9}>
      <mesh geometry={shapes.ballotBody} material={materials.body} position={[0, 0.55, 0]} />
      <mesh geometry={shapes.ballotLid} material={materials.lid} position={[0, 1.13, 0]} />
      <mesh geometry={shapes.ballotSlot} material={materials.slot} position={[0, 1.17, 0]} />
      <mesh geometry={shapes.ballotLabel} material={materials.label} position={[0, 0.62, 0.456]} />
    </group>
  );
}

const STRIP = { width: 4096, height: 128 } as const;
/** The share of the strip the wall shows at once (its aspect over the strip's). */
const WALL_WINDOW = 3.9 / (STRIP.width / STRIP.height);

/** Paints law `index` onto the strip: neon letters on the LED grid, from the left. */
function paintLaw(ctx: OffscreenCanvasRenderingContext2D, index: number) {
  const text = memeLaws.items[index % memeLaws.items.length] ?? '';
  ctx.fillStyle = ui.black;
  ctx.fillRect(0, 0, STRIP.width, STRIP.height);
  ctx.font = headlineFont(70);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = ui.neon;
  const width = ctx.measureText(text).width;
  const fit = Math.min(1, (STRIP.width - 600) / width);
  ctx.setTransform(fit, 0, 0, 1, 300, 0);
  ctx.fillText(text, 0, 68);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // The LED grid: dark lines between the rows of dots.
  ctx.fillStyle = ui.black;
  for (let y = 0; y < STRIP.height; y += 6) ctx.fillRect(0, y, STRIP.width, 2);
}

/**
 * The reading: an LED wall behind him running the law the feed shows, in neon, from its first
 * word as it arrives. The strip is painted again only when the law changes.
 */
export function LedWall({ motionless }: { motionless: boolean }) {
  const shapes = useShapes();
  const { strip, paint } = useMemo(() => {
    const canvas = new OffscreenCanvas(STRIP.width, STRIP.height);
    const ctx = canvas.getContext('2d');
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.wrapS = RepeatWrapping;
    texture.repeat.set(WALL_WINDOW, 1);
    return {
      strip: texture,
      paint: (index: number) => {
        if (!ctx) return;
        paintLaw(ctx, index);
        texture.needsUpdate = true;
      },
    };
  }, []);
  const materials = useMemo(
    () => ({
      screen: new MeshStandardMaterial({ color: ui.black, emissive: ui.white, emissiveMap: strip, emissiveIntensity: 2.2, roughness: 0.4 }),
      frame: glitchMaterial(new MeshStandardMaterial({ color: scene.microphone, metalness: 0.6, roughness: 0.35 })),
    }),
    [strip],
  );
  useEffect(
    () => () => {
      strip.dispose();
      Object.values(materials).forEach((m) => m.dispose());
    },
    [strip, materials],
  );
  const shown = useRef(-1);
  useFrame(() => {
    if (frame.choreography.law !== shown.current) {
      shown.current = frame.choreography.law;
      paint(frame.choreography.law);
    }
    // From the law's first word when it arrives, then on along the strip.
    const since = motionless ? 0 : Math.max(0, pageNow() - frame.choreography.lawAt) / 1000;
    strip.offset.x = (0.06 + since * 0.035) % 1;
  });
  return (
    <group position={[0, 3.15, -1.9]}>
      <mesh geometry={shapes.wallFrame} material={materials.frame} />
      <mesh geometry={shapes.wallScreen} material={materials.screen} position={[0, 0, 0.07]} />
    </group>
  );
}

/**
 * The cabinet's parliament bench: a desk before a minister, its front edge lit in neon (what the
 * finish blooms); the ministers rise with theirs as the cabinet assembles. The desk and
 * its edge are one geometry in two groups: two draws, no more, per desk.
 */
export function Desk() {
  const shapes = useShapes();
  const materials = useMemo(
    () => [
      glitchMaterial(new MeshStandardMaterial({ color: scene.podium, roughness: 0.45, metalness: 0.15 })),
      new MeshStandardMaterial({ color: ui.neon, emissive: ui.neon, emissiveIntensity: 1.4 }),
    ],
    [],
  );
  useEffect(() => () => materials.forEach((m) => m.dispose()), [materials]);
  return <mesh geometry={shapes.desk} material={materials} position={[0, 0, 0.95]} />;
}
