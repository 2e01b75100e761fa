import type { ModeReason } from '../lib/mode';

/** Why the page shows the live 3D or the stills, in the mode control's tooltip and `data-mode-reason`. */
export const modeReasons = {
  address: 'set in the address',
  choice: 'your choice',
  notMeasured: 'not yet measured',
  capable: 'capable device',
  noWebgl2: 'no WebGL 2',
  noWorkerCanvas: 'no canvas for a worker',
  noWorkerWebgl: 'no WebGL in a worker',
  softwareRendering: 'software rendering',
  saveData: 'data saver is on',
  lowMemory: 'low device memory',
  fewCores: 'few processor cores',
  lowFrameRate: 'frame rate too low',
  startFailed: '3D could not start here',
  downloadFailed: '3D did not download; it will try again',
  contextLost: 'WebGL context lost',
} as const satisfies Record<ModeReason, string>;
