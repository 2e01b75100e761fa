import { Color, MeshStandardMaterial } from 'three';
import { scene, ui } from '../../theme/palette';
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
    metal: new MeshStandardMaterial({ color: look.metal, metalness: 0.7, roughness: 0.26 }),
    joint: new MeshStandardMaterial({ color: scene.neck, metalness: 0.6, roughness: 0.35 }),
    shirt: new MeshStandardMaterial({ color: scene.shirt, roughness: 0.5 }),
    tie: new MeshStandardMaterial({ color: look.tie, roughness: 0.4 }),
    accent: new MeshStandardMaterial({ color: look.accent, emissive: look.accent, emissiveIntensity: 0.35, roughness: 0.4 }),
    visor: new MeshStandardMaterial({ color: scene.visor, emissive: ui.neon, emissiveIntensity: 0, metalness: 0.3, roughness: 0.12 }),
    mouth: new MeshStandardMaterial({ color: scene.mouth, emissive: look.eyes, emissiveIntensity: 0 }),
    eyes: glow(look.eyes, 2.4),
    lamp: glow(look.accent, 1.6),
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
