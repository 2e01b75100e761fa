import { useEffect, type RefObject } from 'react';

/** The pointer over the canvas in -1…1 on both axes, for heads that follow it: sent with each frame. */
export const pointer = { x: 0, y: 0, active: false };

/** With a fine pointer, follows it over the canvas's holder. */
export function usePointer(fine: boolean, holder: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!fine) return;
    const move = (e: PointerEvent) => {
      const view = holder.current!;
      pointer.x = (e.clientX / Math.max(1, view.clientWidth)) * 2 - 1;
      pointer.y = (e.clientY / Math.max(1, view.clientHeight)) * 2 - 1;
      pointer.active = true;
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, [fine, holder]);
}
