import { describe, expect, it } from 'vitest';
import { CAMERA, facingCamera, placeInRect, worldPerPixel } from './screenSpace';

const viewport = { width: 1000, height: 800 };

describe('screen space', () => {
  it('the viewport is as tall in world units as the lens sees at its distance', () => {
    const k = worldPerPixel(800);
    expect(k * 800).toBeCloseTo(2 * CAMERA.distance * Math.tan((CAMERA.fov * Math.PI) / 360));
  });

  it('an actor in a centred rect stands at the centre, as tall as the rect allows', () => {
    const p = placeInRect({ top: 200, left: 400, width: 200, height: 400 }, viewport, { height: 4, width: 2, footroom: 0 }, { x: 0, y: 0, scale: 0 });
    const k = worldPerPixel(800);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(-200 * k); // feet at the rect's bottom, 200 px below the centre
    expect(p.scale * 4).toBeCloseTo(400 * k);
  });

  it('a narrow rect limits the actor by its width', () => {
    const p = placeInRect({ top: 0, left: 0, width: 50, height: 400 }, viewport, { height: 4, width: 2 }, { x: 0, y: 0, scale: 0 });
    expect(p.scale * 2).toBeCloseTo(50 * worldPerPixel(800));
    expect(p.x).toBeLessThan(0);
  });

  it('an actor at the centre keeps the chosen elevation; one above it tilts down toward the camera', () => {
    const centre = facingCamera(0, 0, 0.1, { pitch: 0, yaw: 0 });
    expect(centre.pitch).toBeCloseTo(0.1);
    expect(centre.yaw).toBeCloseTo(0);
    const high = facingCamera(0, 3, 0.1, { pitch: 0, yaw: 0 });
    expect(high.pitch).toBeGreaterThan(0.1);
    const right = facingCamera(4, 0, 0.1, { pitch: 0, yaw: 0 });
    expect(right.yaw).toBeLessThan(0);
  });
});
