/** What opening WebGL 2 found: the renderer's name (null where the browser hides it); null where it did not open. */
export type Webgl2Answer = { renderer: string | null } | null;

/**
 * Opens WebGL 2 on `canvas`, reads the renderer's name and releases the context at once, so a
 * device that ends up in lite mode keeps no WebGL context alive.
 */
export function webgl2On(canvas: () => HTMLCanvasElement | OffscreenCanvas): Webgl2Answer {
  try {
    const gl = canvas().getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { renderer };
  } catch {
    return null;
  }
}

/** WebGL 2 on an OffscreenCanvas, the kind the scene's worker draws on; null where there is none. */
export const webgl2OnOffscreen = (): Webgl2Answer => (typeof OffscreenCanvas === 'function' ? webgl2On(() => new OffscreenCanvas(1, 1)) : null);
