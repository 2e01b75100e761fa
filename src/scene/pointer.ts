/** Pointer position over the window in -1…1 on both axes, for head tracking; written by Stage. */
export const pointer = { x: 0, y: 0, active: false };
