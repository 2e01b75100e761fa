import { CylinderGeometry, SphereGeometry } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { frontZ, jacket, panel } from './jacket';
import { blendUp, smoothstep, type Part } from './part';
import { loft, plain, smoothed, tube } from './shapes';

/** The jacket's opening: the shirt's V from the collar down to the top button. */
const V_TOP = 2.36;
const V_BOTTOM = 1.47;
const vHalf = (y: number) => 0.25 * Math.max(0, (y - V_BOTTOM) / (V_TOP - V_BOTTOM));

/** A lapel's width beyond the opening: widest at the notch, narrowing to the button and round the collar. */
const lapelWidth = (y: number) => (y < 2.1 ? 0.21 * Math.max(0, (y - V_BOTTOM) / (2.1 - V_BOTTOM)) ** 0.75 : 0.21 - 0.11 * smoothstep(2.1, V_TOP, y));

/** The tie's half-width: narrow at the knot, widest above its point. */
const tieHalf = (y: number) => (y > 1.66 ? 0.045 + 0.055 * ((2.2 - y) / 0.54) : 0.1 * Math.max(0, (y - 1.55) / 0.11));

/** The jacket follows the hips below the waist and the chest above it. */
const torsoSkin = (_x: number, y: number) => {
  const hips = 1 - smoothstep(1.12, 1.42, y);
  const chest = smoothstep(1.62, 1.98, y);
  return [
    ['hips', hips],
    ['spine', (1 - chest) * (1 - hips)],
    ['chest', chest * (1 - hips)],
  ] as const;
};

/** The suit's body, the shirt and tie in its opening, the lapels, the pin and the pocket. */
export function suitParts(): Part[] {
  const onFront = (x: number, y: number, lift: number) => [x, y, frontZ(x, y) + lift] as const;
  const pin = onFront(0.3, 2.0, 0.05);
  const buttons = [1.38, 1.2].map((y) => new CylinderGeometry(0.028, 0.028, 0.02, 16).rotateX(Math.PI / 2).translate(...onFront(0, y, 0.008)));
  return [
    { name: 'jacket', geometry: jacket(), material: 'suit', skin: torsoSkin },
    {
      name: 'shirtFront',
      geometry: panel({ y0: V_BOTTOM - 0.02, y1: V_TOP + 0.02, left: (y) => -vHalf(y) - 0.03, right: (y) => vHalf(y) + 0.03, lift: 0.008, thickness: 0, rows: 14, cols: 8 }),
      material: 'shirt',
      skin: blendUp('spine', 'chest', 1.62, 1.98),
    },
    // The collar: a band round the neck, its points turned down over the opening.
    { name: 'collar', geometry: tube([[0, 2.47, 0.01, 0.175], [0, 2.4, 0.02, 0.2], [0, 2.33, 0.03, 0.225]], { around: 32, steps: 3, flatten: 0.9 }), material: 'shirt', skin: 'chest' },
    ...([-1, 1] as const).map(
      (side): Part => ({
        name: `collarPoint${side}`,
        geometry: panel({ y0: 2.24, y1: 2.38, left: (y) => (side > 0 ? 0.02 : -0.02 - 0.1 * ((y - 2.24) / 0.14) - 0.02), right: (y) => (side > 0 ? 0.04 + 0.1 * ((y - 2.24) / 0.14) : -0.02), lift: 0.03, thickness: 0.012, rows: 4, cols: 3 }),
        material: 'shirt',
        skin: 'chest',
      }),
    ),
    // The lapels lie over the tie's edges, as a buttoned jacket's do.
    ...([-1, 1] as const).map(
      (side): Part => ({
        name: `lapel${side}`,
        geometry: panel({
          y0: V_BOTTOM,
          y1: V_TOP,
          left: (y) => (side > 0 ? vHalf(y) : -vHalf(y) - lapelWidth(y)),
          right: (y) => (side > 0 ? vHalf(y) + lapelWidth(y) : -vHalf(y)),
          lift: 0.016,
          thickness: 0.03,
          rows: 24,
          cols: 5,
        }),
        // Satin-faced, as a statesman's evening jacket: dark against the navy, so they read from afar.
        material: 'dark',
        skin: blendUp('spine', 'chest', 1.62, 1.98),
      }),
    ),
    { name: 'tieKnot', geometry: plain(new RoundedBoxGeometry(0.12, 0.11, 0.07, 3, 0.03).rotateX(0.25).translate(...onFront(0, 2.27, 0.04))), material: 'tie', skin: 'tie' },
    { name: 'tieBlade', geometry: panel({ y0: 1.55, y1: 2.22, left: (y) => -tieHalf(y), right: (y) => tieHalf(y), lift: 0.01, thickness: 0.016, rows: 14, cols: 3 }), material: 'tie', skin: 'tie' },
    // The campaign pin on his left lapel, and the pocket square beside it.
    { name: 'pin', geometry: plain(new CylinderGeometry(0.05, 0.05, 0.022, 24).rotateX(Math.PI / 2).translate(...pin)), material: 'accent', skin: 'chest' },
    { name: 'pinRim', geometry: plain(new CylinderGeometry(0.062, 0.062, 0.014, 24).rotateX(Math.PI / 2).translate(pin[0], pin[1], pin[2] - 0.008)), material: 'metal', skin: 'chest' },
    {
      name: 'pocketSquare',
      geometry: panel({ y0: 1.8, y1: 1.87, left: (y) => 0.36 + 0.03 * ((y - 1.8) / 0.07), right: (y) => 0.5 - 0.05 * ((y - 1.8) / 0.07), lift: 0.004, thickness: 0.012, rows: 2, cols: 4 }),
      material: 'shirt',
      skin: 'chest',
    },
    { name: 'pocketWelt', geometry: panel({ y0: 1.775, y1: 1.805, left: () => 0.34, right: () => 0.52, lift: 0.006, thickness: 0.012, rows: 1, cols: 4 }), material: 'dark', skin: 'chest' },
    ...buttons.map((geometry, i): Part => ({ name: `button${i}`, geometry: plain(geometry), material: 'dark', skin: 'spine' })),
    // Under the jacket: the seat of the trousers, between the legs.
    {
      name: 'seat',
      geometry: loft([
        { y: 0.93, a: 0.26, b: 0.2 },
        { y: 1.0, a: 0.4, b: 0.26 },
        { y: 1.2, a: 0.44, b: 0.29 },
        { y: 1.3, a: 0.3, b: 0.2 },
      ], { around: 32, steps: 3 }),
      material: 'suit',
      skin: 'hips',
    },
    // The sleeves' rounded heads, closing each sleeve over the shoulder.
    ...([-1, 1] as const).map((side): Part => ({ name: `shoulderPad${side}`, geometry: smoothed(new SphereGeometry(0.165, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2).translate(0.76 * side, 2.3, 0)), material: 'suit', skin: side > 0 ? 'upperArmL' : 'upperArmR' })),
  ];
}
