import { Lightformer } from '@react-three/drei';
import { createPortal, useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import {
  BackSide,
  CubeCamera,
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  PerspectiveCamera,
  Scene,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
} from 'three';
import { scene as sceneColours, ui } from '../../../theme/palette';

/** Face size of the environment's sharpest level. */
const ENV_SIZE = 64;

/**
 * The studio the metal reflects, in a scene of its own: a dark dome with drei's Lightformers
 * (light panels) in it — a broad soft key above the front, a neon strip on the left, a
 * campaign-red strip on the right, a faint floor bounce. Nothing fetched.
 */
function Room() {
  return (
    <>
      <mesh scale={20}>
        <sphereGeometry args={[1, 16, 8]} />
        <meshBasicMaterial color={sceneColours.groundLight} side={BackSide} />
      </mesh>
      <Lightformer form="rect" color={ui.white} intensity={3.2} scale={[10, 5, 1]} position={[0, 9, 8]} />
      <Lightformer form="rect" color={ui.neon} intensity={4} scale={[1.2, 9, 1]} position={[-9, 2, 2]} />
      <Lightformer form="rect" color={ui.red} intensity={4} scale={[1.2, 9, 1]} position={[9, 2, -1]} />
      <Lightformer form="rect" color={sceneColours.skyLight} intensity={0.6} scale={[14, 3, 1]} position={[0, -6, 4]} />
    </>
  );
}

/**
 * The studio as an environment map the standard materials read directly:
 * one cube render with the GPU's own mip chain standing in for the
 * roughness levels (rough metal reads a small, averaged level; the last
 * level, one texel a face, is the diffuse light).
 *
 * Not drei's <Environment>: its cube render is then filtered by three's
 * PMREMGenerator (256 GGX samples per texel), which in software WebGL held
 * every scene start 3.3 s longer (1.9 s to 5.2 s to the first frame at
 * 390×844, measured), and its module brings the HDR and EXR loaders and the
 * preset CDN's address into the worker (+22.6 KB gzip). For panels this soft
 * a box-filtered chain looks the same.
 */
async function studioEnvironment(gl: WebGLRenderer, room: Scene) {
  const target = new WebGLCubeRenderTarget(ENV_SIZE, {
    type: HalfFloatType,
    colorSpace: LinearSRGBColorSpace,
    generateMipmaps: true,
    minFilter: LinearMipmapLinearFilter,
  });
  const camera = new CubeCamera(0.1, 100, target);
  // Its programs compiled first (off the main thread where the browser can), so drawing the six faces never waits on a shader.
  await gl.compileAsync(room, camera.children[0] as PerspectiveCamera);
  camera.update(gl, room);
  const levels = Math.log2(ENV_SIZE) + 1;
  // Read as a prefiltered map: the renderer samples its levels by roughness and filters nothing again.
  Object.assign(target.texture, {
    isPMREMTexture: true,
    mipmaps: Array.from({ length: levels }, (_, lod) => ({ width: ENV_SIZE >> lod, height: ENV_SIZE >> lod })),
  });
  return target;
}

/**
 * Lights every actor the same, wherever it stands on the page: environment,
 * key and two rims. A lost context takes what was drawn into the environment
 * with it (three restores buffers and textures, not render targets' pixels),
 * so the map is drawn again once the context is back.
 */
export function Studio({ lost, onLit }: { lost: boolean; onLit: (lit: boolean) => void }) {
  const { gl, scene } = useThree();
  const [room] = useState(() => new Scene());
  useEffect(() => {
    if (lost) return;
    let alive = true;
    let env: WebGLCubeRenderTarget | null = null;
    // A task of its own, after the renderer's: the scene's mount stays short.
    const id = setTimeout(() => {
      studioEnvironment(gl, room)
        .then((target) => {
          if (!alive) return target.dispose();
          env = target;
          scene.environment = target.texture;
          scene.environmentIntensity = 1.15;
          onLit(true);
        })
        .catch(() => alive && onLit(true)); // unlit metal still reads; the start must not wait forever
    }, 0);
    return () => {
      alive = false;
      clearTimeout(id);
      scene.environment = null;
      env?.dispose();
      onLit(false);
    };
  }, [gl, scene, room, lost, onLit]);
  return (
    <>
      {createPortal(<Room />, room)}
      <hemisphereLight args={[sceneColours.skyLight, sceneColours.groundLight, 0.8]} />
      <directionalLight position={[4, 8, 12]} intensity={2.8} />
      <directionalLight position={[-8, 3, -5]} intensity={2.4} color={ui.neon} />
      <directionalLight position={[8, 2, -4]} intensity={1.5} color={ui.red} />
    </>
  );
}
