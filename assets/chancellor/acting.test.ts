// The committed model in the scene's rig (src/scene/worker/model/rig.ts), in Node, at the moment a
// still frame shows him: the clips laid over idle move the joints they should.
import { readFileSync } from 'node:fs';
import { Vector3, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { describe, expect, it } from 'vitest';
import { createRig, playClips, type Rig } from '../../src/scene/worker/model/rig';
import { MOTIONLESS_AT } from '../../src/scene/worker/model/useRigLife';
import { MODEL_PATH } from './sourceHash';

async function rig(): Promise<Rig> {
  const bytes = readFileSync(MODEL_PATH);
  await MeshoptDecoder.ready;
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).parseAsync(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), '');
  return createRig({ scene: gltf.scene, clips: gltf.animations });
}

const at = (o: Object3D) => {
  o.updateWorldMatrix(true, false);
  return new Vector3().setFromMatrixPosition(o.matrixWorld);
};

function pose(r: Rig, weights: Partial<Record<'talk' | 'wave' | 'walk' | 'point', number>>, t = MOTIONLESS_AT) {
  playClips(r, { talk: 0, wave: 0, walk: 0, point: 0, ...weights }, t);
}

describe('the model in the scene’s rig', () => {
  it('stands with both hands at his sides in idle', async () => {
    const r = await rig();
    pose(r, {});
    const hand = at(r.root.getObjectByName('handL')!);
    expect(hand.y).toBeLessThan(1.2);
  });

  it('waves with his left hand above his head', async () => {
    const r = await rig();
    // Twice: a pose held from frame to frame stays (the mixer writes only what changed).
    pose(r, { wave: 1 });
    pose(r, { wave: 1 });
    expect(at(r.root.getObjectByName('handL')!).y).toBeGreaterThan(2.6);
    expect(at(r.root.getObjectByName('handR')!).y).toBeLessThan(1.2);
  });

  it('points with his right arm out in front', async () => {
    const r = await rig();
    pose(r, { point: 1 });
    const hand = at(r.root.getObjectByName('handR')!);
    expect(hand.z).toBeGreaterThan(0.8);
  });
});
