import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { slotStore, type SlotKind } from '../bridge/slots';
import './SceneSlot.css';

interface SceneSlotProps {
  kind: SlotKind;
  minister?: string;
  className?: string;
  /** The still picture: what stands here without the scene, and until it has drawn. */
  children: ReactNode;
}

/**
 * A place the 3D scene draws into. It registers itself with the slot store
 * for as long as it is mounted; the scene draws there once it runs, and the
 * still picture inside fades out. `data-slot` names it for styles and tests.
 */
export function SceneSlot({ kind, minister, className = '', children }: SceneSlotProps) {
  const ref = useRef<HTMLElement>(null);
  const id = useRef<number | null>(null);
  const current = useRef<string | null>(null);
  // Declared first, so it has run when the slot registers.
  useLayoutEffect(() => {
    current.current = minister ?? null;
  }, [minister]);
  // Mount and unmount only: a new minister updates the entry in place (below).
  useLayoutEffect(() => {
    id.current = slotStore.register(ref.current!, kind, current.current);
    return () => {
      if (id.current !== null) slotStore.unregister(id.current);
      id.current = null;
    };
  }, [kind]);
  useLayoutEffect(() => {
    if (id.current !== null) slotStore.update(id.current, minister ?? null);
  }, [kind, minister]);
  const name = kind === 'minister' ? `minister-${minister}` : kind;
  return (
    <figure
      ref={ref}
      className={`${className} scene-slot`.trim()}
      data-slot={name}
      data-minister={kind === 'rollcall' ? minister : undefined}
    >
      {children}
    </figure>
  );
}
