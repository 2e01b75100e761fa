import type { MinisterStatus } from '../../content/cabinet';
import { accents, scene, ui } from '../../theme/palette';

/** How a robot is built: shapes and colours only, so one component draws all five. */
export interface RobotLook {
  head: 'box' | 'round' | 'capsule' | 'dome';
  metal: string;
  suit: string;
  tie: string;
  eyes: string;
  accent: string;
  topper: 'antenna' | 'dish' | 'cap' | 'lamps' | 'chip';
}

export const chancellorLook: RobotLook = {
  head: 'box',
  metal: scene.metalChancellor,
  suit: scene.suitNavy,
  tie: ui.red,
  eyes: ui.neon,
  accent: ui.red,
  topper: 'antenna',
};

/** Keyed by minister id from content/cabinet; each minister's eyes and accents wear their status colour. */
export const ministerLooks: Record<string, RobotLook> = {
  byte: { head: 'box', metal: scene.metalByte, suit: scene.suitNavy, tie: ui.red, eyes: accents.active, accent: accents.active, topper: 'chip' },
  cache: { head: 'round', metal: scene.metalCache, suit: scene.suitBlue, tie: accents.online, eyes: accents.online, accent: accents.online, topper: 'dish' },
  glitch: { head: 'capsule', metal: scene.metalGlitch, suit: scene.suitSlate, tie: accents.glitched, eyes: accents.glitched, accent: accents.glitched, topper: 'cap' },
  overflow: { head: 'dome', metal: scene.metalOverflow, suit: scene.suitNavy, tie: accents.malfunctioning, eyes: accents.malfunctioning, accent: accents.malfunctioning, topper: 'lamps' },
};

/** What a robot's status effect shows: the four ministers' statuses, or the Chancellor's steady calm. */
export type RobotStatus = MinisterStatus | 'CHANCELLOR';
