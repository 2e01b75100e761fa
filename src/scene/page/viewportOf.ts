import type { Viewport } from '../protocol';

/**
 * The canvas's size: its holder's (fixed to the viewport, so without classic scrollbars, which
 * `innerWidth` counts), and the screen's pixel ratio.
 */
export const viewportOf = (holder: HTMLElement): Viewport => ({ width: holder.clientWidth || 1, height: holder.clientHeight || 1, deviceRatio: window.devicePixelRatio || 1 });
