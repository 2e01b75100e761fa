import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { slotStore, type SlotKind } from '../bridge/slots';
import type { MomentId } from '../content/moments';
import '../styles/poster-frame.css';
import './SceneSlot.css';

interface SceneSlotProps {
  kind: SlotKind;
  moment?: MomentId;
  minister?: string;
  /** In the spotlight: the scene lights this place. */
  lit?: boolean;
  className?: string;
  /** The still picture's monitor frame (a lit backdrop and scan lines); the companion stands on the open page. */
  framed?: boolean;
  /** The still picture: what stands here without the scene, and until it has drawn. */
  children: ReactNode;
}

/**
 * A place the 3D scene draws into. It registers itself with the slot store
 * for as long as it is mounted; the scene draws there once it runs, and the
 * still picture inside fades out. `data-slot` names it for styles and tests.
 */
export function SceneSlot({ kind, moment, minister, lit = false, className = '', framed = true, children }: SceneSlotProps) {
  const ref = useRef<HTMLElement>(null);
  const id = useRef<number | null>(null);
  const current = useRef<string | null>(null);
  // Declared first, so it has run when the slot registers.
  useLayoutEffect(() => {
    current.current = minister ?? null;
  }, [minister]);
  // Mount and unmount only: a new minister updates the entry in place (below).
  useLayoutEffect(() => {
    id.current = slotStore.register(ref.current!, kind, moment ?? null, current.current);
    return () => {
      if (id.current !== null) slotStore.unregister(id.current);
      id.current = null;
    };
  }, [kind, moment]);
  useLayoutEffect(() => {
    if (id.current !== null) slotStore.update(id.current, { minister: minister ?? null, lit });
  }, [kind, minister, lit]);
  const name = kind === 'podium' ? moment : kind === 'seat' ? `minister-${minister}` : kind;
  return (
    <figure
      ref={ref}
      className={`${className} ${framed ? 'poster-frame ' : ''}scene-slot`.trim()}
      data-slot={name}
      data-minister={kind === 'rollcall' ? minister : undefined}
    >
      {children}
    </figure>
  );
}
