/**
 * The scene's worker: three.js and react-three-fiber run here, on the canvas
 * the page has handed over, so compiling shaders, building the scene and
 * waiting on the GPU never hold the page's thread. The page sends what it
 * measured (protocol.ts); this answers with the scene's state.
 */
import { createRoot, extend, type ReconcilerRoot, type RootStore } from '@react-three/fiber';
import { DirectionalLight, Group, HemisphereLight, InstancedBufferAttribute, InstancedMesh, Mesh, MeshBasicMaterial, PlaneGeometry, Points, PointsMaterial, SphereGeometry } from 'three';
import oswald from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import { ErrorBoundary } from '../../runtime/ErrorBoundary';
import { CAMERA } from './screenSpace';
import { MAX_PIXEL_RATIO, pixelRatio } from './pixelRatio';
import { applyFrame, onScreen, setPageOrigin, setSlots, viewport } from './pageMirror';
import type { Debugging } from './debug';
import { chancellorModel } from './model/load';
import { SceneRoot } from './SceneRoot';
import type { FromScene, SceneOptions, ToScene } from '../protocol';
import { createBooth } from './portrait/booth';

// The scene's JSX names only these: registering them alone keeps the rest of three.js out of the bundle.
// (Planes and spheres for the studio's Lightformers and dome; instanced attributes for drei's Instances.)
extend({ DirectionalLight, Group, HemisphereLight, InstancedBufferAttribute, InstancedMesh, Mesh, MeshBasicMaterial, PlaneGeometry, Points, PointsMaterial, SphereGeometry });
const post = (message: FromScene) => self.postMessage(message);
const fail = (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

// Reported to the page, which shows the posters: handled here, not left as uncaught.
self.addEventListener('error', (e) => {
  e.preventDefault();
  fail(e.error ?? e.message);
});
self.addEventListener('unhandledrejection', (e) => {
  e.preventDefault();
  fail(e.reason);
});

/** The podium's ticker is painted in the page's Oswald: loaded here too (from the cache, as a rule), or the fallback after a second. */
async function loadFont() {
  try {
    const face = new FontFace('Oswald', `url(${oswald})`, { weight: '700' });
    self.fonts.add(face);
    await Promise.race([face.load(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  } catch {
    // The ticker falls back to Arial Narrow.
  }
}

let root: ReconcilerRoot<OffscreenCanvas> | null = null;
let store: RootStore | null = null;
let options: SceneOptions | null = null;
/** ?debug: the worker's debugging, loaded at the start only when the page asks for it. */
let debugging: Debugging | null = null;
/** ?debug's requests that came before the debugging had loaded: taken as soon as it has. */
const early: ToScene[] = [];
const DEBUG_REQUESTS: ReadonlySet<ToScene['type']> = new Set(['draw', 'catch-up', 'context']);
const booth = createBooth(() => store, post);

function render() {
  if (root && options) {
    store = root.render(
      <ErrorBoundary fallback={null} onError={fail}>
        <SceneRoot options={options} post={post} debugging={debugging} />
      </ErrorBoundary>,
    );
  }
}

/** Whether WebGL 2 opens here: asked of a scratch canvas, so a browser without it gets a clear answer, not three.js's error. */
function hasWebGL2() {
  const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  return gl !== null;
}

async function start(message: Extract<ToScene, { type: 'start' }>) {
  if (!hasWebGL2()) throw new Error('No WebGL 2 here');
  // His model on its way while the font, the renderer and the studio get ready.
  void chancellorModel();
  const { canvas, viewport: view } = message;
  options = message.options;
  viewport.set(view);
  setSlots(message.slots);
  setPageOrigin(message.timeOrigin);
  applyFrame(message.frame);
  await loadFont();
  if (options.debug) debugging = (await import('./debug')).createDebugging(post);
  root = createRoot(canvas);
  await root.configure({
    size: { width: view.width, height: view.height, top: 0, left: 0 },
    dpr: pixelRatio(view.deviceRatio, view.width, view.height, MAX_PIXEL_RATIO),
    frameloop: 'never',
    camera: { fov: CAMERA.fov, position: [0, 0, CAMERA.distance], near: 1, far: 120 },
    // Multisampling only where pixels are big: on dense screens edges are already fine, and four
    // samples a pixel would cost the GPU far more than it shows. With the finish on, the
    // composer's target multisamples instead (the canvas only receives the finished frame).
    gl: { alpha: true, antialias: !options.finish && view.deviceRatio < 1.5, powerPreference: 'high-performance' },
    onCreated: ({ gl }) => {
      gl.setClearColor(0x000000, 0);
      // Asking a program for its log waits for the GPU; the shaders are fixed and checked in development.
      gl.debug.checkShaderErrors = import.meta.env.DEV;
      debugging?.created({ gl });
    },
  });
  render();
  if (debugging) for (const m of early.splice(0)) debugging.take(m);
}

self.addEventListener('message', (e: MessageEvent<ToScene>) => {
  const m = e.data;
  if (booth.take(m)) return; // a portrait asked for, or what the page says while one is drawn
  if (DEBUG_REQUESTS.has(m.type)) {
    if (debugging) debugging.take(m);
    else early.push(m);
    return;
  }
  switch (m.type) {
    case 'start':
      start(m).catch(fail);
      break;
    case 'options':
      options = m.options;
      render();
      break;
    case 'viewport':
      viewport.set(m.viewport);
      break;
    case 'slots':
      setSlots(m.slots);
      break;
    case 'frame':
      applyFrame(m.frame);
      // Under reduced motion frames are drawn on demand: a scroll or a resize is such a demand.
      if (options?.reduced) store?.getState().invalidate();
      break;
    case 'visible':
      applyFrame(m.frame);
      onScreen.set(m.visible);
      break;
  }
});
