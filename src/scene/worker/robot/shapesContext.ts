import { createContext, useContext } from 'react';
import type { Shapes } from './shapes';

/** The shared shapes, made once by the canvas for everything in it. */
export const ShapesContext = createContext<Shapes | null>(null);

export function useShapes(): Shapes {
  const shapes = useContext(ShapesContext);
  if (!shapes) throw new Error('useShapes outside the scene canvas');
  return shapes;
}
