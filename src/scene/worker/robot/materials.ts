import { Color, MeshPhysicalMaterial, MeshStandardMaterial } from 'three';
import { scene, ui } from '../../../theme/palette';
import type { RobotLook, RobotStatus } from '../looks';
import { createGlitchUniforms, glitchMaterial, type GlitchUniforms } from './glitch';

export interface RobotMaterials {
  suit: MeshStandardMaterial;
  metal: MeshStandardMaterial;
  joint: MeshStandardMaterial;
  shirt: MeshStandardMaterial;
  tie: MeshStandardMaterial;
  accent: MeshStandardMaterial;
  visor: MeshStandardMaterial;
  mouth: MeshStandardMaterial;
  /** Shared by both eyes: a status effect changes them together. */
  eyes: MeshStandardMaterial;
  /** The topper's light. */
  lamp: MeshStandardMaterial;
  /** The eyes' own colour, to return to after a flash. */
  eyeColour: Color;
  /** Present for the GLITCHED robot: the shader's clock and burst. */
  glitch: GlitchUniforms | null;
  dispose: () => void;
}

/** One robot's materials, from its look; the GLITCHED one's glitch shader gets a clock and bursts. */
export function createRobotMaterials(look: RobotLook, status: RobotStatus): RobotMaterials {
  const glow = (colour: string, intensity: number) => new MeshStandardMaterial({ color: colour, emissive: colour, emissiveIntensity: intensity });
  const materials = {
    suit: new MeshStandardMaterial({ color: look.suit, roughness: 0.62, metalness: 0.1 }),
    // Painted metal under a clear lacquer: the studio's panels run along every curve.
    metal: new MeshPhysicalMaterial({ color: look.metal, metalness: 0.72, roughness: 0.3, clearcoat: 1, clearcoatRoughness: 0.08 }),
    joint: new MeshStandardMaterial({ color: scene.neck, metalness: 0.6, roughness: 0.35 }),
    shirt: new MeshStandardMaterial({ color: scene.shirt, roughness: 0.5 }),
    tie: new MeshStandardMaterial({ color: look.tie, roughness: 0.4 }),
    accent: new MeshStandardMaterial({ color: look.accent, emissive: look.accent, emissiveIntensity: 0.5, roughness: 0.4 }),
    // A glossy screen: dark glass that mirrors the key light, lit from within as he speaks.
    visor: new MeshPhysicalMaterial({ color: scene.visor, emissive: ui.neon, emissiveIntensity: 0, metalness: 0.2, roughness: 0.06, clearcoat: 1, clearcoatRoughness: 0.02 }),
    mouth: new MeshStandardMaterial({ color: scene.mouth, emissive: look.eyes, emissiveIntensity: 0 }),
    // Brighter than white: what the finish's bloom picks up (eyes, smile, lamps), and nothing else.
    eyes: glow(look.eyes, 2.6),
    lamp: glow(look.accent, 2.4),
  };
  const glitch = status === 'GLITCHED' ? createGlitchUniforms() : null;
  for (const m of Object.values(materials)) glitchMaterial(m, glitch ?? undefined);
  return {
    ...materials,
    eyeColour: new Color(look.eyes),
    glitch,
    dispose: () => Object.values(materials).forEach((m) => m.dispose()),
  };
}
