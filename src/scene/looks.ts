import type { MinisterStatus } from '../content/cabinet';

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

export const NAVY = '#0e1a40';
export const RED = '#d81e34';
export const NEON = '#3cf0ff';

export const chancellorLook: RobotLook = {
  head: 'box',
  metal: '#c9d2ea',
  suit: '#1b2b63',
  tie: RED,
  eyes: NEON,
  accent: RED,
  topper: 'antenna',
};

/** Keyed by minister id from content/cabinet. */
export const ministerLooks: Record<string, RobotLook> = {
  byte: { head: 'box', metal: '#d5dcf0', suit: '#1b2b63', tie: RED, eyes: '#3ddc97', accent: '#3ddc97', topper: 'chip' },
  cache: { head: 'round', metal: '#e3e8f7', suit: '#22336a', tie: '#5ec8ff', eyes: '#5ec8ff', accent: '#5ec8ff', topper: 'dish' },
  glitch: { head: 'capsule', metal: '#b9c3e0', suit: '#2b2f4f', tie: '#ff7ae0', eyes: '#ff7ae0', accent: '#ff7ae0', topper: 'cap' },
  overflow: { head: 'dome', metal: '#d9dff2', suit: '#1b2b63', tie: '#ff9f43', eyes: '#ff9f43', accent: '#ff9f43', topper: 'lamps' },
};

export type StageStatus = MinisterStatus | 'CHANCELLOR';
