// The AR files as the platforms' viewers take them, made from the committed model as the build makes
// them (build/plugins/room.ts): Scene Viewer's limits on the GLB, Quick Look's form of a USDZ.
import { readFileSync } from 'node:fs';
import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { Box3, Vector3, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOM_HEIGHT_M } from '../../src/content/room';
import { MODEL_PATH } from '../chancellor/sourceHash';
import { arModel } from './arModel';
import { posedFigure, quickLookModel, ZIP_DATE, ZIP_TIME } from './quickLook';

let glb: Uint8Array;
let usdz: Uint8Array;
beforeAll(async () => {
  glb = await arModel(new Uint8Array(readFileSync(MODEL_PATH)));
  usdz = await quickLookModel(glb);
});

/** Each file in a zip, from its local headers: name, compression method, where its data starts, and its size. */
function zipEntries(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entries: { name: string; method: number; offset: number; size: number; time: number; date: number }[] = [];
  for (let at = 0; view.getUint32(at, true) === 0x04034b50; ) {
    const nameLength = view.getUint16(at + 26, true);
    const extra = view.getUint16(at + 28, true);
    const size = view.getUint32(at + 18, true);
    const offset = at + 30 + nameLength + extra;
    const name = new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength));
    entries.push({ name, method: view.getUint16(at + 8, true), offset, size, time: view.getUint16(at + 10, true), date: view.getUint16(at + 12, true) });
    at = offset + size;
  }
  return entries;
}

const load = async (bytes: Uint8Array) => new GLTFLoader().parseAsync(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, '');
const box = (o: Object3D) => new Box3().setFromObject(o, true);

describe('the AR copy (Scene Viewer, WebXR, the 3D viewer)', () => {
  it('is within Scene Viewer’s limits: at most 100,000 triangles and 10 materials, no extension it must understand', async () => {
    const doc = await new NodeIO().registerExtensions(ALL_EXTENSIONS).readBinary(glb);
    const root = doc.getRoot();
    let triangles = 0;
    for (const mesh of root.listMeshes()) for (const primitive of mesh.listPrimitives()) triangles += primitive.getIndices()!.getCount() / 3;
    expect(triangles).toBeGreaterThan(5_000);
    expect(triangles).toBeLessThanOrEqual(100_000);
    expect(root.listMaterials().length).toBeLessThanOrEqual(10);
    expect(root.listExtensionsRequired()).toEqual([]);
    expect(root.listExtensionsUsed().map((e) => e.extensionName)).not.toContain('EXT_meshopt_compression');
    expect(root.listTextures()).toEqual([]);
  });

  it('stands on the floor at his height, rigged, with his face’s shapes and idle as the first clip', async () => {
    const gltf = await load(glb);
    gltf.scene.updateMatrixWorld(true);
    const { min, max } = box(gltf.scene);
    expect(min.y).toBeCloseTo(0, 3);
    expect(max.y).toBeCloseTo(ROOM_HEIGHT_M, 3);
    expect(Math.abs(min.x + max.x)).toBeLessThan(0.01);
    expect(gltf.animations.map((a) => a.name)).toEqual(['idle', 'talk', 'wave', 'point', 'walk']);
    let skinned = 0;
    gltf.scene.traverse((o) => (skinned += 'isSkinnedMesh' in o ? 1 : 0));
    expect(skinned).toBeGreaterThan(0);
    expect(Object.keys((gltf.scene.getObjectByName('face') as { morphTargetDictionary?: object }).morphTargetDictionary ?? {})).toContain('smile');
  });

  it('is made the same each time', async () => {
    expect(Buffer.from(await arModel(new Uint8Array(readFileSync(MODEL_PATH)))).equals(Buffer.from(glb))).toBe(true);
  });
});

describe('the Quick Look file (iPhone, iPad)', () => {
  it('is a USDZ: an uncompressed zip, the model first, every file’s data 64-byte aligned, within 8 MB', () => {
    const entries = zipEntries(usdz);
    expect(entries[0]!.name).toMatch(/\.usd[ac]$/);
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      expect(entry.method, entry.name).toBe(0);
      expect(entry.offset % 64, entry.name).toBe(0);
    }
    expect(usdz.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    const model = new TextDecoder().decode(usdz.subarray(entries[0]!.offset, entries[0]!.offset + entries[0]!.size));
    expect(model).toMatch(/metersPerUnit = 1\b/);
    expect(model).toMatch(/upAxis = "Y"/);
  });

  it('holds him baked mid-wave: his left hand raised by his head, the right at his side, nothing skinned or morphed', async () => {
    const figure = await posedFigure(glb);
    const part = (prefix: string) => box(figure.children.find((o) => o.name.startsWith(prefix))!);
    expect(part('handLParts').max.y).toBeGreaterThan(part('face').max.y);
    expect(part('handLParts').getCenter(new Vector3()).y).toBeGreaterThan(part('face').getCenter(new Vector3()).y);
    expect(part('handRParts').max.y).toBeLessThan(1);
    figure.traverse((o) => {
      expect('isSkinnedMesh' in o, o.name).toBe(false);
      expect((o as { morphTargetInfluences?: number[] }).morphTargetInfluences ?? [], o.name).toEqual([]);
    });
  });

  it('is made the same each time, byte for byte: every file stamped with one fixed time, not the build’s', async () => {
    expect(Buffer.from(await quickLookModel(glb)).equals(Buffer.from(usdz))).toBe(true);
    for (const entry of zipEntries(usdz)) expect([entry.time, entry.date], entry.name).toEqual([ZIP_TIME, ZIP_DATE]);
  });
});
