/**
 * Asks, in a worker as the scene's own will, whether WebGL 2 opens on an OffscreenCanvas, and
 * answers once with the renderer's name (null where it does not open). Opening a context holds
 * the thread that asks for tens of milliseconds on a slow phone; here that thread is not the
 * page's, which is still hydrating.
 */
import { webgl2On, type Webgl2Answer } from './webgl2';

const scope = self as unknown as { postMessage(message: Webgl2Answer): void };

scope.postMessage(typeof OffscreenCanvas === 'function' ? webgl2On(() => new OffscreenCanvas(1, 1)) : null);
