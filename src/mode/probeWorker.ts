/**
 * Asks whether WebGL 2 opens on an OffscreenCanvas in a worker, where the scene's worker will draw,
 * and answers once with the renderer's name (null where it does not open). Opening a context holds
 * the thread that asks for tens of milliseconds on a slow phone; here that thread is not the
 * page's, which is still hydrating.
 */
import { webgl2OnOffscreen, type Webgl2Answer } from './webgl2';

// Typed as the worker it is: this project's DOM types give `self` a window's postMessage.
const scope = self as unknown as { postMessage(message: Webgl2Answer): void };

scope.postMessage(webgl2OnOffscreen());
