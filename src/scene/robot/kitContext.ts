import { createContext, useContext } from 'react';
import type { Kit } from './kit';

/** The shared shapes, made once by the canvas for everything in it. */
export const KitContext = createContext<Kit | null>(null);

export function useKit(): Kit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('useKit outside the scene canvas');
  return kit;
}
