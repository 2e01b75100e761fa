/**
 * Asks whether WebGL 2 opens on an OffscreenCanvas in a worker, where the scene's worker will draw,
 * and answers once with the renderer's name (null where it does not open). Opening a context holds
 * the thread that asks for tens of milliseconds on a slow phone; here that thread is not the
 * page's, which is still hydrating.
 */
import { workerScope } from '../lib/workerScope';
import { webgl2OnOffscreen, type Webgl2Answer } from './webgl2';

// It answers and is asked nothing: no message comes in.
const scope = workerScope<never, Webgl2Answer>();

scope.postMessage(webgl2OnOffscreen());
