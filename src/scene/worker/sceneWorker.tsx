/**
 * The scene's worker: three.js and react-three-fiber run here, on the canvas
 * the page has handed over, so compiling shaders, building the scene and
 * waiting on the GPU never hold the page's thread. The page sends what it
 * measured (protocol.ts); this answers with the scene's state.
 */
import { createRoot, extend, type ReconcilerRoot, type RootStore } from '@react-three/fiber';
import { DirectionalLight, Group, HemisphereLight, InstancedBufferAttribute, InstancedMesh, Mesh, MeshBasicMaterial, PlaneGeometry, Points, PointsMaterial, SphereGeometry } from 'three';
import oswald from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import { ErrorBoundary } from '../../kit/ErrorBoundary';
import { CAMERA } from './screenSpace';
import { MAX_PIXEL_RATIO, pixelRatio } from './pixelRatio';
import { applyFrame, onScreen, setPageOrigin, setSlots, viewport } from './pageMirror';
import type { FrameRequests } from './canvas/FrameLoop';
import { chancellorReport, SceneRoot } from './SceneRoot';
import type { FromScene, SceneOptions, ToScene } from '../protocol';
import { createBooth } from './portrait/booth';

/** The parts of a dedicated worker's global scope used here (the project's types are the window's). */
interface WorkerScope {
  postMessage(message: FromScene): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<ToScene>) => void): void;
  addEventListener(type: 'error', listener: (e: ErrorEvent) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (e: PromiseRejectionEvent) => void): void;
  fonts: FontFaceSet;
}

const scope = self as unknown as WorkerScope;

// The scene's JSX names only these: registering them alone keeps the rest of three.js out of the bundle.
// (Planes and spheres for the studio's Lightformers and dome; instanced attributes for drei's Instances.)
extend({ DirectionalLight, Group, HemisphereLight, InstancedBufferAttribute, InstancedMesh, Mesh, MeshBasicMaterial, PlaneGeometry, Points, PointsMaterial, SphereGeometry });
const post = (message: FromScene) => scope.postMessage(message);
const fail = (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

// Reported to the page, which shows the posters: handled here, not left as uncaught.
scope.addEventListener('error', (e) => {
  e.preventDefault();
  fail(e.error ?? e.message);
});
scope.addEventListener('unhandledrejection', (e) => {
  e.preventDefault();
  fail(e.reason);
});

/** The podium's ticker is painted in the page's Oswald: loaded here too (from the cache, as a rule), or the fallback after a second. */
async function loadFont() {
  try {
    const face = new FontFace('Oswald', `url(${oswald})`, { weight: '700' });
    scope.fonts.add(face);
    await Promise.race([face.load(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  } catch {
    // The ticker falls back to Arial Narrow.
  }
}

let root: ReconcilerRoot<OffscreenCanvas> | null = null;
let store: RootStore | null = null;
let options: SceneOptions | null = null;
let lose: WEBGL_lose_context | null = null;
const requests: FrameRequests = { handler: null };
const booth = createBooth(() => store, post);

function render() {
  if (root && options) {
    store = root.render(
      <ErrorBoundary fallback={null} onError={fail}>
        <SceneRoot options={options} post={post} requests={requests} />
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
  const { canvas, viewport: view } = message;
  options = message.options;
  viewport.set(view);
  setSlots(message.slots);
  setPageOrigin(message.timeOrigin);
  applyFrame(message.frame);
  await loadFont();
  root = createRoot(canvas);
  await root.configure({
    size: { width: view.width, height: view.height, top: 0, left: 0 },
    dpr: pixelRatio(view.deviceRatio, view.width, view.height, MAX_PIXEL_RATIO),
    frameloop: 'never',
    camera: { fov: CAMERA.fov, position: [0, 0, CAMERA.distance], near: 1, far: 120 },
    // Multisampling only where pixels are big: on dense screens edges are already fine, and four
    // samples a pixel would cost the GPU far more than it shows. With the finish on, the
    // composer's target multisamples instead (the canvas only receives the finished frame).
    gl: { alpha: true, antialias: !options.post && view.deviceRatio < 1.5, powerPreference: 'high-performance' },
    onCreated: ({ gl }) => {
      gl.setClearColor(0x000000, 0);
      // Asking a program for its log waits for the GPU; the shaders are fixed and checked in development.
      gl.debug.checkShaderErrors = import.meta.env.DEV;
      if (message.options.debug) lose = gl.getContext().getExtension('WEBGL_lose_context');
    },
  });
  render();
}

scope.addEventListener('message', (e: MessageEvent<ToScene>) => {
  const m = e.data;
  if (booth.take(m)) return; // a portrait asked for, or what the page says while one is drawn
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
    case 'draw':
      if (requests.handler) requests.handler(m.id, m.coverage);
      else post({ type: 'drawn', id: m.id, stats: null, chancellor: chancellorReport() });
      break;
    case 'settle': {
      const id = m.id;
      requestAnimationFrame(() => requestAnimationFrame(() => post({ type: 'settled', id })));
      break;
    }
    case 'context':
      if (m.lose) lose?.loseContext();
      else lose?.restoreContext();
      break;
  }
});
