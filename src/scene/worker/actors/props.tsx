import { useEffect, useMemo } from 'react';
import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace } from 'three';
import { token } from '../../../content/token';
import { scene, ui } from '../../../theme/palette';
import { glitchMaterial } from '../robot/glitch';
import { useShapes } from '../robot/shapesContext';

/** A texture painted on a small canvas once: no font or image to fetch (the page's Oswald when loaded). */
export function usePaintedTexture(width: number, height: number, paint: (ctx: OffscreenCanvasRenderingContext2D) => void) {
  const texture = useMemo(() => {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (ctx) paint(ctx);
    const t = new CanvasTexture(canvas);
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 4;
    return t;
    // Painted once per canvas: the painter is fixed at each call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height]);
  useEffect(() => () => texture.dispose(), [texture]);
  return texture;
}

/** The headline face at `size` px, as painted on the scene's textures (the page's Oswald when loaded). */
export const headlineFont = (size: number) => `700 ${size}px Oswald, "Arial Narrow", Arial, sans-serif`;

/** The ticker, centred, in `ink` on a `ground` filling the canvas: the podium's face, its lit letters, the ballot box's label. */
export function paintTicker(ctx: OffscreenCanvasRenderingContext2D, ground: string, ink: string, size: number) {
  const { width, height } = ctx.canvas;
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = ink;
  ctx.font = headlineFont(size);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(token.ticker, width / 2, height * 0.53);
}

/** The campaign podium with the ticker on its front and a gooseneck microphone. */
export function Podium() {
  const shapes = useShapes();
  const face = usePaintedTexture(512, 192, (ctx) => paintTicker(ctx, ui.red, ui.text, 120));
  // The letters alone, lit: they glow on the red face (the finish blooms them).
  const letters = usePaintedTexture(512, 192, (ctx) => paintTicker(ctx, ui.black, ui.white, 120));
  const materials = useMemo(
    () => ({
      body: glitchMaterial(new MeshStandardMaterial({ color: scene.podium, roughness: 0.5, metalness: 0.1 })),
      face: glitchMaterial(new MeshStandardMaterial({ map: face, emissiveMap: letters, emissive: ui.white, emissiveIntensity: 1.5, roughness: 0.45 })),
      top: glitchMaterial(new MeshStandardMaterial({ color: ui.text, roughness: 0.35 })),
      mic: glitchMaterial(new MeshStandardMaterial({ color: scene.microphone, roughness: 0.6, metalness: 0.4 })),
    }),
    [face, letters],
  );
  useEffect(() => () => Object.values(materials).forEach((m) => m.dispose()), [materials]);
  return (
    <group position={[0, -0.2, 1.15]} scale={0.82}>
      <mesh geometry={shapes.podiumBody} material={materials.body} position={[0, 0.6, 0]} />
      <mesh geometry={shapes.podiumFace} material={materials.face} position={[0, 0.62, 0.452]} />
      <mesh geometry={shapes.podiumTop} material={materials.top} position={[0, 1.24, 0]} />
      <mesh geometry={shapes.microphone} material={materials.mic} />
    </group>
  );
}

/** The sheet he reads the laws from: a page of lines under a red seal. */
export function Paper() {
  const shapes = useShapes();
  const page = usePaintedTexture(128, 168, (ctx) => {
    ctx.fillStyle = ui.text;
    ctx.fillRect(0, 0, 128, 168);
    ctx.fillStyle = scene.mouth;
    for (let y = 36; y < 150; y += 14) ctx.fillRect(14, y, y % 28 ? 86 : 100, 5);
    ctx.fillStyle = ui.red;
    ctx.fillRect(14, 12, 40, 12);
  });
  const material = useMemo(() => glitchMaterial(new MeshStandardMaterial({ map: page, roughness: 0.8 })), [page]);
  useEffect(() => () => material.dispose(), [material]);
  return <mesh geometry={shapes.paper} material={material} position={[0, -0.32, 0]} />;
}
