import type { Document, Material } from '@gltf-transform/core';
import { KHRMaterialsClearcoat, KHRMaterialsEmissiveStrength } from '@gltf-transform/extensions';
import { Color } from 'three';
import { scene, ui } from '../../src/theme/palette';
import type { MaterialName } from './part';

interface Finish {
  colour: string;
  roughness: number;
  metalness?: number;
  /** A clear lacquer over the colour: the studio's highlights run along every curve. */
  clearcoat?: number;
  /** Lit from within, and how brightly: above 1 is what the scene's bloom picks up. */
  glow?: { colour: string; strength: number };
}

/**
 * The eight finishes, as values only (no textures): navy suit cloth, a white shirt, the ballot-red
 * tie, lacquered metal for the case and hands, dark lacquer for the bezel and shoes, the screen's
 * dark glass, the face's light and the red lights (pin, ears, antenna). The scene drives the glows.
 */
const FINISHES: Record<MaterialName, Finish> = {
  suit: { colour: scene.suitNavy, roughness: 0.68, metalness: 0.05 },
  shirt: { colour: scene.shirt, roughness: 0.5 },
  tie: { colour: ui.red, roughness: 0.38 },
  metal: { colour: scene.metalChancellor, roughness: 0.3, metalness: 0.72, clearcoat: 1 },
  dark: { colour: scene.lacquer, roughness: 0.28, metalness: 0.55 },
  screen: { colour: scene.visor, roughness: 0.06, metalness: 0.2, clearcoat: 1, glow: { colour: ui.neon, strength: 0 } },
  glow: { colour: ui.neon, roughness: 0.5, glow: { colour: ui.neon, strength: 2.6 } },
  accent: { colour: ui.red, roughness: 0.4, glow: { colour: ui.red, strength: 1.2 } },
};

/** The palette's colour as glTF stores it: linear, not sRGB. */
const linear = (hex: string): [number, number, number] => {
  const c = new Color(hex);
  return [c.r, c.g, c.b];
};

export function createMaterials(doc: Document): Record<MaterialName, Material> {
  const clearcoat = doc.createExtension(KHRMaterialsClearcoat);
  const strength = doc.createExtension(KHRMaterialsEmissiveStrength);
  const out = {} as Record<MaterialName, Material>;
  for (const [name, f] of Object.entries(FINISHES) as [MaterialName, Finish][]) {
    const m = doc
      .createMaterial(name)
      .setBaseColorFactor([...linear(f.colour), 1])
      .setRoughnessFactor(f.roughness)
      .setMetallicFactor(f.metalness ?? 0);
    if (f.clearcoat) m.setExtension('KHR_materials_clearcoat', clearcoat.createClearcoat().setClearcoatFactor(f.clearcoat).setClearcoatRoughnessFactor(0.06));
    if (f.glow) {
      m.setEmissiveFactor(linear(f.glow.colour));
      m.setExtension('KHR_materials_emissive_strength', strength.createEmissiveStrength().setEmissiveStrength(f.glow.strength));
    }
    out[name] = m;
  }
  return out;
}
