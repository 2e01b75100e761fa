/** How the page is shown: with the live 3D scene, or as plain sections with still pictures. */
export type DisplayMode = 'full' | 'lite';

export interface Capabilities {
  webgl2: boolean;
  /** A canvas can be handed to a worker (OffscreenCanvas): the scene draws there, off the page's thread. */
  workerCanvas: boolean;
  /**
   * WebGL 2 opens on an OffscreenCanvas, as it must in the scene's worker. iOS and iPadOS 16.4–16.7
   * hand canvases to workers but draw only 2D on them.
   */
  workerWebgl: boolean;
  /** UNMASKED_RENDERER_WEBGL where the browser tells it. */
  renderer: string | null;
  saveData: boolean;
  /** navigator.deviceMemory in GiB, where known. */
  deviceMemory: number | null;
  /** navigator.hardwareConcurrency, where known. */
  cores: number | null;
}

/**
 * Why the page shows what it shows, as codes the logic compares; their words (the mode control's
 * tooltip, `data-mode-reason`) are in content/meta.ts.
 */
export const MODE_REASONS = [
  'address',
  'choice',
  'notMeasured',
  'capable',
  'noWebgl2',
  'noWorkerCanvas',
  'noWorkerWebgl',
  'softwareRendering',
  'saveData',
  'lowMemory',
  'fewCores',
  'lowFrameRate',
  'startFailed',
  'downloadFailed',
  'contextLost',
] as const;
export type ModeReason = (typeof MODE_REASONS)[number];

/** A stored reason, read back: only a known code counts (an old tab may hold words, or nothing). */
export const parseModeReason = (value: string | null): ModeReason | null =>
  (MODE_REASONS as readonly string[]).includes(value ?? '') ? (value as ModeReason) : null;

export interface ModeDecision {
  mode: DisplayMode;
  reason: ModeReason;
  /** Chosen by the URL: wins over everything, and switches off the frame-rate downgrade. */
  forced: boolean;
}

export const MODE_STORAGE_KEY = 'chipc-mode';

/** The name of an error that says the scene's code did not arrive (see `downloadFailed`). */
const DOWNLOAD_FAILED = 'SceneDownloadFailed';

/**
 * The scene's code did not arrive: a dropped connection, a venue's Wi-Fi, a deploy that replaced
 * its files. Says nothing about the browser, so it is worth another try, and never remembered.
 */
export function downloadFailed(detail: string): Error {
  const error = new Error(detail);
  error.name = DOWNLOAD_FAILED;
  return error;
}

export const isDownloadFailure = (error: unknown): boolean => error instanceof Error && error.name === DOWNLOAD_FAILED;
const MIN_DEVICE_MEMORY_GB = 4;
/** Two-core devices spend their time on layout and scripts; the scene would starve them. */
const MIN_CORES = 4;

/**
 * Renderers that draw on the CPU: Chrome's SwiftShader, Mesa's llvmpipe and softpipe, and Windows'
 * "Microsoft Basic Render Driver" (WARP, what Windows falls back to without a GPU driver).
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

export function isSoftwareRenderer(renderer: string | null): boolean {
  return renderer !== null && SOFTWARE.test(renderer);
}

/** `?mode=full` or `?mode=lite`; anything else is ignored. */
export function parseMode(value: string | null | undefined): DisplayMode | null {
  return value === 'full' || value === 'lite' ? value : null;
}

/**
 * Why the scene cannot run in this browser at all, whoever asks for it; null where it can. Unlike
 * the other reasons for lite (a slow renderer, little memory), no choice of the visitor's changes it.
 */
function cannotRun(c: Capabilities): ModeReason | null {
  if (!c.webgl2) return 'noWebgl2';
  if (!c.workerCanvas) return 'noWorkerCanvas';
  if (!c.workerWebgl) return 'noWorkerWebgl';
  return null;
}

/** What the device can do, without preferences. */
export function modeForCapabilities(c: Capabilities): { mode: DisplayMode; reason: ModeReason } {
  const cannot = cannotRun(c);
  if (cannot) return { mode: 'lite', reason: cannot };
  if (isSoftwareRenderer(c.renderer)) return { mode: 'lite', reason: 'softwareRendering' };
  if (c.saveData) return { mode: 'lite', reason: 'saveData' };
  if (c.deviceMemory !== null && c.deviceMemory < MIN_DEVICE_MEMORY_GB) return { mode: 'lite', reason: 'lowMemory' };
  if (c.cores !== null && c.cores < MIN_CORES) return { mode: 'lite', reason: 'fewCores' };
  return { mode: 'full', reason: 'capable' };
}

interface ModeInput {
  urlMode: DisplayMode | null;
  storedMode: DisplayMode | null;
  capabilities: Capabilities | null;
  /**
   * Why the scene cannot run in this tab's browser, learnt earlier in the tab (its worker found no
   * WebGL, its context could not be made): nothing is fetched again. A download that failed is not
   * such a reason: the next load tries again.
   */
  sceneFailed?: ModeReason | null;
  /** The scene could not keep up earlier in this tab; a visitor's own choice of full outranks it. */
  downgraded?: boolean;
}

/**
 * URL override, then what this tab has learnt (the scene cannot run here, or could not keep up),
 * then the visitor's remembered choice, then the device. A remembered choice of full still gives
 * way to a browser that cannot run the scene at all (iOS 16.4–16.7 has no WebGL in a worker):
 * choosing it once must not download the scene in every new tab only to fail.
 */
export function decideMode(input: ModeInput): ModeDecision {
  if (input.urlMode) return { mode: input.urlMode, reason: 'address', forced: true };
  if (input.sceneFailed) return { mode: 'lite', reason: input.sceneFailed, forced: false };
  if (input.downgraded && input.storedMode !== 'full') return { mode: 'lite', reason: 'lowFrameRate', forced: false };
  const cannot = input.capabilities && cannotRun(input.capabilities);
  if (input.storedMode === 'full' && cannot) return { mode: 'lite', reason: cannot, forced: false };
  if (input.storedMode) return { mode: input.storedMode, reason: 'choice', forced: false };
  if (!input.capabilities) return { mode: 'lite', reason: 'notMeasured', forced: false };
  return { ...modeForCapabilities(input.capabilities), forced: false };
}

/**
 * Whether the device's capabilities can change the decision, so the WebGL probe is worth its cost:
 * everywhere the page could end up asking for the scene, a remembered choice of full included.
 */
export function needsProbe(input: Omit<ModeInput, 'capabilities'>): boolean {
  if (input.urlMode || input.sceneFailed || input.storedMode === 'lite') return false;
  return input.storedMode === 'full' || !input.downgraded;
}
