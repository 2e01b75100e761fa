import { useEffect, useState } from 'react';
import type { Material, Mesh } from 'three';
import { chancellorModel, type ChancellorModel } from './load';

export interface ModelState {
  model: ChancellorModel | null;
  /** Loaded, or given up (no network, a failed fetch): the scene starts either way. */
  decided: boolean;
}

function dispose(model: ChancellorModel) {
  model.scene.traverse((o) => {
    const mesh = o as Mesh;
    if (!mesh.isMesh) return;
    mesh.geometry.dispose();
    (mesh.material as Material).dispose();
  });
}

/**
 * The Chancellor's model for the scene's life: fetched once when the scene starts, its GPU buffers
 * released with it. Where it cannot be had, `model` stays null and he is drawn from the scene's own shapes, as
 * the ministers are, so the page never waits on it for good.
 */
export function useChancellorModel(): ModelState {
  const [state, setState] = useState<ModelState>({ model: null, decided: false });
  useEffect(() => {
    let alive = true;
    chancellorModel().then(
      (model) => alive && setState({ model, decided: true }),
      () => alive && setState({ model: null, decided: true }),
    );
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    const { model } = state;
    return () => {
      if (model) dispose(model);
    };
  }, [state]);
  return state;
}
