/**
 * Whether a modal view covers the page (the room's 3D viewer): the scene stops drawing while it does,
 * so a phone runs one renderer, not two, and the scene's picture, hidden, costs nothing.
 */
import { createValueStore } from '../lib/listeners';

export const sceneCovered = createValueStore(false);
