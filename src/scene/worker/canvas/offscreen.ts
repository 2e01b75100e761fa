import type { WebGLRenderer } from 'three';

/**
 * The renderer's canvas as it is in the worker: the OffscreenCanvas the page handed over
 * (three.js types it as the page's canvas element, which a worker has not).
 */
export const offscreenOf = (gl: WebGLRenderer) => gl.domElement as unknown as OffscreenCanvas;
