import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { frame, type SlotView } from '../pageMirror';
import { direct } from './momentFade';

/**
 * Puts the right moment on stage each frame, before the actors move: the one the reader is in
 * on the home page (the companion), the podium's on the show, nothing elsewhere. `instant`
 * (motionless frames) changes sets at once, without the turn about.
 */
export function StageDirector({ companion, place, instant }: { companion: boolean; place: boolean; instant: boolean }) {
  useFrame(() => direct(companion ? frame.companion.moment : place ? 'hero' : null, performance.now(), instant), -1);
  return null;
}

/**
 * On the home page the canvas lies over the page (the companion's band on a phone hides what
 * scrolls beneath it): it draws inside the companion's place only, so no set piece, coin or
 * minister rising from below ever lies over the text.
 */
export function CompanionFrame({ slot }: { slot: SlotView | null }) {
  const { gl, size } = useThree();
  useEffect(() => {
    if (!slot) return;
    return () => {
      gl.setScissorTest(false);
      gl.clear();
    };
  }, [gl, slot]);
  useFrame(() => {
    if (!slot) return;
    const r = slot.rect;
    gl.setScissorTest(true);
    gl.setScissor(r.left, size.height - r.bottom, Math.max(0, r.width), Math.max(0, r.height));
  }, -1);
  return null;
}
