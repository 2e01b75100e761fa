/**
 * Runs `draw` in a task of its own right after the next frame, and gives back its cancel: a burst
 * of changes within a frame is one drawing, each change cancelling the one before. Not inside the
 * frame's callback: that frame also hands the canvas's new pixels to the compositor, and together
 * the two took one task of 50 to 85 ms on a phone-speed CPU with a software canvas (a key press
 * waited behind all of it). Apart, each is well under that; the picture shows one frame later.
 */
export function afterNextFrame(draw: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(draw, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
