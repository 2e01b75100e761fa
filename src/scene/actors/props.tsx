import { useEffect, useMemo } from 'react';
import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace } from 'three';
import { token } from '../../content/token';
import { scene, ui } from '../../theme/palette';
import { glitchMaterial } from '../robot/glitch';
import { useKit } from '../robot/kitContext';

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

/** The campaign podium with the ticker on its front and a gooseneck microphone. */
export function Podium() {
  const kit = useKit();
  const face = usePaintedTexture(512, 192, (ctx) => {
    ctx.fillStyle = ui.red;
    ctx.fillRect(0, 0, 512, 192);
    ctx.fillStyle = ui.text;
    ctx.font = '700 120px Oswald, "Arial Narrow", Arial, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(token.ticker, 256, 102);
  });
  // The letters alone, lit: they glow on the red face (the finish blooms them).
  const letters = usePaintedTexture(512, 192, (ctx) => {
    ctx.fillStyle = ui.black;
    ctx.fillRect(0, 0, 512, 192);
    ctx.fillStyle = ui.white;
    ctx.font = '700 120px Oswald, "Arial Narrow", Arial, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(token.ticker, 256, 102);
  });
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
      <mesh geometry={kit.podiumBody} material={materials.body} position={[0, 0.6, 0]} />
      <mesh geometry={kit.podiumFace} material={materials.face} position={[0, 0.62, 0.452]} />
      <mesh geometry={kit.podiumTop} material={materials.top} position={[0, 1.24, 0]} />
      <mesh geometry={kit.microphone} material={materials.mic} />
    </group>
  );
}

/** The sheet he reads the laws from: a page of lines under a red seal. */
export function Paper() {
  const kit = useKit();
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
  return <mesh geometry={kit.paper} material={material} position={[0, -0.32, 0]} />;
}
