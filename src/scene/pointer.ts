/** Pointer position over the window in -1…1 on both axes, for head tracking: written on the page by SceneCanvas, copied into the worker with each frame's input. */
export const pointer = { x: 0, y: 0, active: false };
