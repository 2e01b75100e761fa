import type { AnimationClip, Group } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import modelUrl from '../../../../assets/chancellor.glb?url';

// The decoder starts compiling as its module loads. Where the host forbids WebAssembly that fails
// before anyone asks for it, and an error no one awaits would stop the worker: it is caught here,
// and the load below gives up on its own check instead.
MeshoptDecoder.ready.catch(() => undefined);

export interface ChancellorModel {
  scene: Group;
  clips: AnimationClip[];
}

/** How the model arrived, for ?debug's figures and the bench: drawn at all, bytes fetched, and the time to fetch and to decode them (ms). */
export const modelTimes = { rigged: false, bytes: 0, fetchMs: 0, decodeMs: 0 };

/** The smallest WebAssembly module: compiling it fails where the host's policy forbids WebAssembly. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

function wasmAllowed(): boolean {
  try {
    new WebAssembly.Module(EMPTY_MODULE);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches and decodes the Chancellor's model (assets/chancellor.glb): meshopt-compressed, so the
 * loader needs only meshopt's decoder, which runs here in the scene's worker (no worker of its
 * own, no file of its own to host, unlike Draco's or KTX2's). Timed in two steps, so the bench
 * tells the network's share from the decoder's.
 */
async function loadChancellorModel(): Promise<ChancellorModel> {
  if (!wasmAllowed()) throw new Error('chancellor.glb: this page may not compile WebAssembly, which its decoder needs');
  const started = performance.now();
  const response = await fetch(modelUrl);
  if (!response.ok) throw new Error(`chancellor.glb: ${response.status}`);
  const bytes = await response.arrayBuffer();
  const fetched = performance.now();
  await MeshoptDecoder.ready;
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(bytes, '');
  Object.assign(modelTimes, { rigged: true, bytes: bytes.byteLength, fetchMs: fetched - started, decodeMs: performance.now() - fetched });
  return { scene: gltf.scene, clips: gltf.animations };
}

let loading: Promise<ChancellorModel> | null = null;

/**
 * The model, loaded once for the worker's life. The worker asks for it as the scene starts, before
 * its renderer is made, so the fetch and the decoding overlap the rest of the start; a failure is
 * kept for whoever asks next (the scene), never left unhandled.
 */
export function chancellorModel(): Promise<ChancellorModel> {
  if (!loading) {
    loading = loadChancellorModel();
    loading.catch(() => undefined);
  }
  return loading;
}
