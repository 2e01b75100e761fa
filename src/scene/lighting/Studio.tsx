import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import {
  BackSide,
  CubeCamera,
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  SphereGeometry,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
} from 'three';
import { scene as sceneColours, ui } from '../../theme/palette';

/**
 * A studio made in code for the metal to reflect, nothing fetched: a dark
 * dome with light panels (what drei calls Lightformers): a broad soft key
 * above the front, a neon strip on the left, a campaign-red strip on the
 * right, a faint floor bounce.
 */
function lightformers(): Scene {
  const room = new Scene();
  const dome = new Mesh(new SphereGeometry(20, 16, 8), new MeshBasicMaterial({ color: sceneColours.groundLight, side: BackSide }));
  room.add(dome);
  const panel = (colour: string, intensity: number, w: number, h: number, x: number, y: number, z: number) => {
    const material = new MeshBasicMaterial({ color: colour, side: BackSide });
    material.color.multiplyScalar(intensity);
    const mesh = new Mesh(new PlaneGeometry(w, h), material);
    mesh.position.set(x, y, z);
    mesh.lookAt(0, 0, 0);
    room.add(mesh);
  };
  panel(ui.white, 3.2, 10, 5, 0, 9, 8); // key, soft and high
  panel(ui.neon, 4, 1.2, 9, -9, 2, 2); // neon strip
  panel(ui.red, 4, 1.2, 9, 9, 2, -1); // campaign red
  panel(sceneColours.skyLight, 0.6, 14, 3, 0, -6, 4); // floor bounce
  return room;
}

/** Face size of the environment's sharpest level. */
const ENV_SIZE = 64;

/**
 * The studio as an environment map the standard materials read directly:
 * one cube render with the GPU's own mip chain standing in for the
 * roughness levels (rough metal reads a small, averaged level; the last
 * level, one texel a face, is the diffuse light). three's PMREMGenerator
 * filters each level with 256 GGX samples per texel, seconds of work in
 * software WebGL for panels this soft; a box-filtered chain looks the same
 * here.
 */
async function studioEnvironment(gl: WebGLRenderer) {
  const room = lightformers();
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
  room.traverse((o) => {
    if (o instanceof Mesh) {
      o.geometry.dispose();
      (o.material as MeshBasicMaterial).dispose();
    }
  });
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
  useEffect(() => {
    if (lost) return;
    let alive = true;
    let env: WebGLCubeRenderTarget | null = null;
    // A task of its own, after the renderer's: the scene's mount stays short.
    const id = setTimeout(() => {
      studioEnvironment(gl)
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
  }, [gl, scene, lost, onLit]);
  return (
    <>
      <hemisphereLight args={[sceneColours.skyLight, sceneColours.groundLight, 0.8]} />
      <directionalLight position={[4, 8, 12]} intensity={2.8} />
      <directionalLight position={[-8, 3, -5]} intensity={2.4} color={ui.neon} />
      <directionalLight position={[8, 2, -4]} intensity={1.5} color={ui.red} />
    </>
  );
}
