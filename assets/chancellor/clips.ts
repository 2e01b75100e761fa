/**
 * His moves, as functions of time sampled into glTF animations: each gives, for the joints it
 * moves, a rotation (x, y, z in radians, as three's 'XYZ' Euler) on top of the rest pose, and for the
 * hips a move too. Every clip loops: its functions repeat over its length. The scene plays idle as
 * his base and lays the others over it by how much each moment asks for them. Every length divides
 * three seconds, the meme office's clips: a clip of him loops as he does.
 */
type Euler = readonly [number, number, number];
export interface Clip {
  name: string;
  seconds: number;
  /** Rotations per joint at time t. */
  turn: (t: number) => Record<string, Euler>;
  /** The hips' offset from rest at time t, if the clip moves them. */
  shift?: (t: number) => Euler;
}

const TAU = Math.PI * 2;
const wave = (t: number, seconds: number, times = 1, phase = 0) => Math.sin((t / seconds) * TAU * times + phase);

/** Standing: he breathes twice and shifts his weight from foot to foot and back, arms easy. */
const idle: Clip = {
  name: 'idle',
  seconds: 3,
  turn: (t) => {
    const breath = wave(t, 3, 2);
    const shift = wave(t, 3);
    return {
      hips: [0, 0, shift * 0.025],
      spine: [breath * 0.012, 0, -shift * 0.02],
      chest: [-breath * 0.018, wave(t, 3, 1, 1) * 0.02, 0],
      neck: [breath * 0.01, 0, 0],
      shoulderL: [0, 0, breath * 0.012],
      shoulderR: [0, 0, -breath * 0.012],
      upperArmL: [wave(t, 3, 1, 0.5) * 0.03, 0, 0.02 + breath * 0.012],
      upperArmR: [wave(t, 3, 1, 2) * 0.03, 0, -0.02 - breath * 0.012],
      foreArmL: [-0.12, 0, 0],
      foreArmR: [-0.12, 0, 0],
      upperLegL: [0, 0, -shift * 0.025],
      upperLegR: [0, 0, -shift * 0.025],
      lowerLegL: [Math.max(0, -shift) * 0.08, 0, 0],
      lowerLegR: [Math.max(0, shift) * 0.08, 0, 0],
      footL: [-Math.max(0, -shift) * 0.08, 0, shift * 0.025],
      footR: [-Math.max(0, shift) * 0.08, 0, shift * 0.025],
    };
  },
  shift: (t) => [wave(t, 3) * 0.035, wave(t, 3, 2) * 0.004, 0],
};

/** Speaking: the right hand beats the points out, the left opens, the head nods and the chest turns with them. */
const talk: Clip = {
  name: 'talk',
  seconds: 3,
  turn: (t) => {
    const beat = wave(t, 3, 3);
    const phrase = wave(t, 3);
    return {
      chest: [0, phrase * 0.08, 0],
      neck: [beat * 0.03, 0, 0],
      head: [beat * 0.05, -phrase * 0.06, phrase * 0.03],
      upperArmR: [-0.35 - phrase * 0.15, 0, -0.18],
      foreArmR: [-0.95 + beat * 0.22, 0.3, 0],
      handR: [0, 0, beat * 0.15],
      upperArmL: [-0.2 + phrase * 0.1, 0, 0.25 + Math.max(0, phrase) * 0.15],
      foreArmL: [-0.7 - Math.max(0, -phrase) * 0.35, -0.4, 0],
      handL: [0, 0.6, -0.3],
    };
  },
};

/** A wave: the left arm up and the hand sweeping side to side from the elbow, three times; between the sweeps the arm dips a little and rises again. */
const waveClip: Clip = {
  name: 'wave',
  seconds: 3,
  turn: (t) => {
    const sweep = wave(t, 3, 3);
    const dip = (1 - Math.cos((t / 3) * TAU)) / 2;
    return {
      chest: [0, 0.05, -0.04],
      head: [0, 0.08, 0.05],
      upperArmL: [-0.15, 0, 2.05 - dip * 0.55 + sweep * 0.06],
      foreArmL: [0, 0, 0.55 - dip * 0.25 + sweep * 0.38],
      handL: [0, 0.5, sweep * 0.2],
    };
  },
};

/** Pointing out: the right arm forward, the finger on something over the viewer's shoulder. */
const point: Clip = {
  name: 'point',
  seconds: 1.5,
  turn: (t) => {
    const jab = Math.max(0, wave(t, 1.5, 2)) ** 2;
    return {
      chest: [0, -0.12, 0],
      head: [0.04, -0.1, 0],
      upperArmR: [-1.35 - jab * 0.08, 0.15, -0.3],
      foreArmR: [-0.15 + jab * 0.12, 0, 0],
      handR: [0, 0, -0.1],
    };
  },
};

/** Walking on: a step with each foot per second, arms swinging against the legs, the body rising on each step. */
const walk: Clip = {
  name: 'walk',
  seconds: 1,
  turn: (t) => {
    const stride = wave(t, 1);
    const bend = (phase: number) => Math.max(0, wave(t, 1, 1, phase)) * 0.55;
    return {
      hips: [0, stride * 0.06, 0],
      chest: [0.04, -stride * 0.08, 0],
      upperLegL: [-stride * 0.42, 0, 0],
      upperLegR: [stride * 0.42, 0, 0],
      lowerLegL: [bend(Math.PI / 2), 0, 0],
      lowerLegR: [bend(-Math.PI / 2), 0, 0],
      footL: [-stride * 0.15, 0, 0],
      footR: [stride * 0.15, 0, 0],
      upperArmL: [stride * 0.38, 0, 0.06],
      upperArmR: [-stride * 0.38, 0, -0.06],
      foreArmL: [-0.3, 0, 0],
      foreArmR: [-0.3, 0, 0],
    };
  },
  shift: (t) => [0, Math.abs(wave(t, 1, 2)) * 0.05, 0],
};

export const CLIPS: readonly Clip[] = [idle, talk, waveClip, point, walk];
/** Samples per second: enough for these curves; the tidy step drops the keys a straight line would give. */
export const CLIP_RATE = 30;
