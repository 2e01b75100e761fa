import { useEffect, useMemo } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import { scene, ui } from '../theme/palette';

/** The ticker painted on a canvas: no font file to fetch, and the page's Oswald when it is loaded. */
function useTickerTexture(text: string) {
  const texture = useMemo(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 512;
    canvas.height = 192;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.fillStyle = ui.red;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = ui.text;
      ctx.font = '700 120px Oswald, "Arial Narrow", Arial, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, canvas.width / 2, canvas.height / 2 + 6);
    }
    const t = new CanvasTexture(canvas);
    t.colorSpace = SRGBColorSpace;
    t.anisotropy = 4;
    return t;
  }, [text]);
  useEffect(() => () => texture.dispose(), [texture]);
  return texture;
}

export function Podium({ ticker }: { ticker: string }) {
  const texture = useTickerTexture(ticker);
  return (
    <group position={[0, -0.2, 1.15]} scale={0.82}>
      <mesh position={[0, 0.6, 0]}>
        <boxGeometry args={[2.6, 1.2, 0.9]} />
        <meshStandardMaterial color={scene.podium} roughness={0.55} />
      </mesh>
      <mesh position={[0, 0.62, 0.452]}>
        <planeGeometry args={[2.4, 0.9]} />
        <meshStandardMaterial map={texture} roughness={0.5} />
      </mesh>
      <mesh position={[0, 1.24, 0]}>
        <boxGeometry args={[2.85, 0.1, 1.05]} />
        <meshStandardMaterial color={ui.text} roughness={0.4} />
      </mesh>
      <Microphone />
    </group>
  );
}

/** A gooseneck microphone on the lectern. */
function Microphone() {
  return (
    <>
      <mesh position={[-0.35, 1.55, -0.1]} rotation={[0.5, 0, 0.2]}>
        <cylinderGeometry args={[0.025, 0.025, 0.6, 8]} />
        <meshStandardMaterial color={scene.microphone} />
      </mesh>
      <mesh position={[-0.42, 1.83, -0.25]}>
        <sphereGeometry args={[0.08, 16, 12]} />
        <meshStandardMaterial color={scene.microphone} roughness={0.8} />
      </mesh>
    </>
  );
}
