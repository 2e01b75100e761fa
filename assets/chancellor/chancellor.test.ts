// The committed model's facts, read from the file as the site serves it, and its freshness: the
// model must be what its sources build today, byte for byte.
import { readFileSync } from 'node:fs';
import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { describe, expect, it } from 'vitest';
import { buildChancellor } from './build';
import { MORPHS } from './face';
import { MODEL_PATH, sourceHash } from './sourceHash';

const bytes = new Uint8Array(readFileSync(MODEL_PATH));
const read = async () => {
  await MeshoptDecoder.ready;
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
  return io.readBinary(bytes);
};

describe('assets/chancellor.glb', () => {
  it('was built from the sources as they are now (run `npm run assets` after changing them)', async () => {
    const doc = await read();
    expect(doc.getRoot().listScenes()[0]!.getExtras().sourceHash, 'the model is older than its sources: run npm run assets').toBe(sourceHash());
  });

  it('is exactly what the sources build: the same bytes on every build', async () => {
    const rebuilt = await buildChancellor();
    expect(rebuilt.length).toBe(bytes.length);
    expect(Buffer.compare(Buffer.from(rebuilt), Buffer.from(bytes))).toBe(0);
  }, 30_000);

  it('keeps within a phone’s budget: 8–60 thousand triangles, eight materials, no textures, at most 700 KB, meshopt-compressed', async () => {
    const root = (await read()).getRoot();
    const triangles = root.listMeshes().flatMap((m) => m.listPrimitives()).reduce((n, p) => n + p.getIndices()!.getCount() / 3, 0);
    expect(triangles).toBeGreaterThanOrEqual(8_000);
    expect(triangles).toBeLessThanOrEqual(60_000);
    expect(root.listMaterials().length).toBeLessThanOrEqual(8);
    expect(root.listTextures()).toHaveLength(0);
    expect(bytes.length).toBeLessThanOrEqual(700 * 1024);
    expect(root.listExtensionsUsed().map((e) => e.extensionName)).toEqual(expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']));
    // Only decoders the scene's worker carries: no Draco, no KTX2.
    expect(root.listExtensionsRequired().map((e) => e.extensionName).sort()).toEqual(['EXT_meshopt_compression', 'KHR_mesh_quantization']);
  });

  it('is rigged: one skin of at least 15 joints, spine to head, both arms to the hands, both legs', async () => {
    const root = (await read()).getRoot();
    const skins = root.listSkins();
    expect(skins).toHaveLength(1);
    const joints = skins[0]!.listJoints().map((j) => j.getName());
    expect(joints.length).toBeGreaterThanOrEqual(15);
    for (const name of ['hips', 'spine', 'chest', 'neck', 'head', 'upperArmL', 'foreArmL', 'handL', 'upperArmR', 'foreArmR', 'handR', 'upperLegL', 'lowerLegL', 'footL', 'upperLegR', 'lowerLegR', 'footR']) {
      expect(joints).toContain(name);
    }
    // Every body vertex is skinned, its weights summing to one.
    const body = root.listMeshes().find((m) => m.getName() === 'body')!;
    for (const p of body.listPrimitives()) {
      const weights = p.getAttribute('WEIGHTS_0')!;
      const w = [0, 0, 0, 0];
      for (let i = 0; i < weights.getCount(); i += 97) {
        weights.getElement(i, w);
        expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
      }
    }
  });

  it('skins only what bends: the rigid parts hang unskinned from their joints', async () => {
    const root = (await read()).getRoot();
    const joints = new Set(root.listSkins()[0]!.listJoints().map((j) => j.getName()));
    const rigid = root.listNodes().filter((n) => n.getName().endsWith('Parts'));
    expect(rigid.map((n) => n.getName())).toEqual(expect.arrayContaining(['headParts', 'handLParts', 'handRParts', 'footLParts', 'footRParts', 'tieParts']));
    for (const node of rigid) {
      expect(joints.has(node.getParentNode()?.getName() ?? '')).toBe(true);
      for (const p of node.getMesh()!.listPrimitives()) expect(p.getAttribute('JOINTS_0')).toBeNull();
    }
    const triangles = (names: (n: string) => boolean) =>
      root
        .listMeshes()
        .filter((m) => names(m.getName()))
        .flatMap((m) => m.listPrimitives())
        .reduce((n, p) => n + p.getIndices()!.getCount() / 3, 0);
    // The skinned body is the lesser part of him: a skinned vertex costs a frame far more in software.
    expect(triangles((n) => n === 'body')).toBeLessThan(triangles((n) => n !== 'body') / 1.5);
  });

  it('acts with its face: a mesh of its own on the head, with the named morph targets', async () => {
    const root = (await read()).getRoot();
    const face = root.listNodes().find((n) => n.getName() === 'face')!;
    expect(face.getParentNode()?.getName()).toBe('head');
    const mesh = face.getMesh()!;
    const names = mesh.getExtras().targetNames as string[];
    expect(names).toEqual([...MORPHS]);
    for (const name of ['blinkLeft', 'blinkRight', 'browsUp', 'browsDown', 'smile', 'frown', 'mouthOpen', 'mouthWide', 'mouthRound']) expect(names).toContain(name);
    expect(mesh.listPrimitives()[0]!.listTargets()).toHaveLength(names.length);
  });

  it('moves by its clips: idle, talk, wave, point and walk, each over several joints', async () => {
    const root = (await read()).getRoot();
    const clips = Object.fromEntries(root.listAnimations().map((a) => [a.getName(), a.listChannels().length]));
    expect(Object.keys(clips).sort()).toEqual(['idle', 'point', 'talk', 'walk', 'wave']);
    for (const count of Object.values(clips)) expect(count).toBeGreaterThanOrEqual(4);
  });
});
