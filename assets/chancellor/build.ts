/**
 * Builds the Chancellor (assets/chancellor.glb) from this folder's sources: the parts in their rest
 * pose, skinned to the skeleton in rig.ts; the face, a mesh of its own with morph targets; the
 * clips; eight materials. Then tidies and compresses it with glTF Transform (weld, dedup, prune,
 * resample, quantize, meshopt). Everything here is plain arithmetic in a fixed order, so the same
 * sources give the same bytes. `npm run assets` writes the file; the unit test rebuilds it and
 * compares.
 */
import { Document, Logger, NodeIO, type Node } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, meshopt, prune, resample, simplifyPrimitive, weld } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import { Euler, Quaternion } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { CLIP_RATE, CLIPS } from './clips';
import { faceMesh, MORPHS } from './face';
import { headParts } from './head';
import { limbParts } from './limbs';
import { createMaterials } from './materials';
import type { MaterialName, Part } from './part';
import { JOINTS, jointAt } from './rig';
import { sourceHash } from './sourceHash';
import { suitParts } from './suit';

const INFLUENCES = 4;
/**
 * How far the simplifier may thin each mesh: to about a third of its triangles, never moving the
 * surface by more than 0.15 % of the mesh's size (a few millimetres on a figure four units tall).
 * The shapes are made fine and thinned here: fewer triangles draw faster on a phone's GPU and far
 * faster in software, and the silhouette keeps its curves.
 */
const SIMPLIFY = { ratio: 0.35, error: 0.0015 } as const;

/** Each vertex's four strongest joints and their weights (summing to 1), from its part's skin. */
function skinOf(part: Part, positions: ArrayLike<number>, jointIndex: Map<string, number>) {
  const count = positions.length / 3;
  const joints = new Uint8Array(count * INFLUENCES);
  const weights = new Float32Array(count * INFLUENCES);
  for (let v = 0; v < count; v++) {
    const raw = typeof part.skin === 'string' ? [[part.skin, 1] as const] : part.skin(positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!);
    const picked = raw.filter(([, w]) => w > 1e-4).sort((a, b) => b[1] - a[1]).slice(0, INFLUENCES);
    const total = picked.reduce((sum, [, w]) => sum + w, 0);
    picked.forEach(([name, w], i) => {
      const index = jointIndex.get(name);
      if (index === undefined) throw new Error(`${part.name}: no joint ${name}`);
      joints[v * INFLUENCES + i] = index;
      weights[v * INFLUENCES + i] = w / total;
    });
  }
  return { joints, weights };
}

export async function buildChancellor(): Promise<Uint8Array> {
  await Promise.all([MeshoptEncoder.ready, MeshoptSimplifier.ready]);
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  const buffer = doc.createBuffer();
  const accessor = (type: 'SCALAR' | 'VEC3' | 'VEC4', array: Float32Array | Uint8Array | Uint16Array | Uint32Array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const materials = createMaterials(doc);

  // The skeleton: every rest rotation is none, so a joint's place is its offset from its parent's.
  const nodes = new Map<string, Node>();
  for (const joint of JOINTS) {
    const parent = joint.parent ? jointAt(joint.parent) : ([0, 0, 0] as const);
    const node = doc.createNode(joint.name).setTranslation([joint.at[0] - parent[0], joint.at[1] - parent[1], joint.at[2] - parent[2]]);
    nodes.set(joint.name, node);
    if (joint.parent) nodes.get(joint.parent)!.addChild(node);
  }
  const jointIndex = new Map(JOINTS.map((j, i) => [j.name, i]));
  const inverseBind = new Float32Array(JOINTS.flatMap((j) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -j.at[0], -j.at[1], -j.at[2], 1]));
  const skin = doc.createSkin('rig').setSkeleton(nodes.get('hips')!).setInverseBindMatrices(accessor('SCALAR', inverseBind).setType('MAT4'));
  for (const j of JOINTS) skin.addJoint(nodes.get(j.name)!);

  // Only what bends is skinned (the jacket at the waist, sleeves at the elbow, trousers at the knee):
  // a skinned vertex reads its joints every frame, which a software renderer pays for dearly. Each
  // rigid part (the head, hands, shoes, tie, pin) hangs from its joint as a mesh of its own.
  const parts = [...suitParts(), ...limbParts(), ...headParts()];
  const order = Object.keys(materials) as MaterialName[];
  const join = <T extends Uint8Array | Float32Array>(arrays: T[], make: (n: number) => T) => {
    const out = make(arrays.reduce((n, a) => n + a.length, 0));
    let at = 0;
    for (const a of arrays) out.set(a, (at += a.length) - a.length);
    return out;
  };
  const primitive = (mine: Part[], material: MaterialName, offset: readonly [number, number, number] | null) => {
    const geometry = mergeGeometries(mine.map((p) => p.geometry));
    if (!geometry) throw new Error(`${material}: parts do not merge`);
    const positions = new Float32Array(geometry.getAttribute('position').array);
    if (offset) positions.forEach((v, i) => (positions[i] = v - offset[i % 3]!));
    const prim = doc
      .createPrimitive()
      .setMaterial(materials[material])
      .setIndices(accessor('SCALAR', new Uint32Array(geometry.index!.array)))
      .setAttribute('POSITION', accessor('VEC3', positions))
      .setAttribute('NORMAL', accessor('VEC3', new Float32Array(geometry.getAttribute('normal').array)));
    if (!offset) {
      const skins = mine.map((p) => skinOf(p, p.geometry.getAttribute('position').array, jointIndex));
      prim.setAttribute('JOINTS_0', accessor('VEC4', join(skins.map((s) => s.joints), (n) => new Uint8Array(n))));
      prim.setAttribute('WEIGHTS_0', accessor('VEC4', join(skins.map((s) => s.weights), (n) => new Float32Array(n))));
    }
    return prim;
  };
  const body = doc.createMesh('body');
  const bending = parts.filter((p) => typeof p.skin !== 'string');
  for (const material of order) {
    const mine = bending.filter((p) => p.material === material);
    if (mine.length > 0) body.addPrimitive(primitive(mine, material, null));
  }
  for (const joint of JOINTS) {
    const rigid = parts.filter((p) => p.skin === joint.name);
    if (rigid.length === 0) continue;
    const mesh = doc.createMesh(`${joint.name}Parts`);
    for (const material of order) {
      const mine = rigid.filter((p) => p.material === material);
      if (mine.length > 0) mesh.addPrimitive(primitive(mine, material, joint.at));
    }
    nodes.get(joint.name)!.addChild(doc.createNode(`${joint.name}Parts`).setMesh(mesh));
  }

  // The face: on the head, in its space, acting by morph targets.
  const face = faceMesh();
  const head = jointAt('head');
  const local = (array: number[]) => new Float32Array(array.map((v, i) => v - (head[i % 3] ?? 0)));
  const facePrimitive = doc
    .createPrimitive()
    .setMaterial(materials.glow)
    .setIndices(accessor('SCALAR', new Uint16Array(face.index)))
    .setAttribute('POSITION', accessor('VEC3', local(face.positions)))
    .setAttribute('NORMAL', accessor('VEC3', new Float32Array(face.positions.map((_, i) => (i % 3 === 2 ? 1 : 0)))));
  for (const m of MORPHS) facePrimitive.addTarget(doc.createPrimitiveTarget(m).setAttribute('POSITION', accessor('VEC3', new Float32Array(face.targets[m]))));
  const faceNode = doc.createNode('face').setMesh(doc.createMesh('face').addPrimitive(facePrimitive).setWeights(MORPHS.map(() => 0)).setExtras({ targetNames: [...MORPHS] }));
  nodes.get('head')!.addChild(faceNode);

  // The clips: each joint's rotation (and the hips' place), sampled over the clip's loop.
  const q = new Quaternion();
  for (const clip of CLIPS) {
    const frames = Math.round(clip.seconds * CLIP_RATE);
    const times = new Float32Array(Array.from({ length: frames + 1 }, (_, i) => i / CLIP_RATE));
    const input = accessor('SCALAR', times);
    const animation = doc.createAnimation(clip.name);
    for (const joint of Object.keys(clip.turn(0))) {
      const values = new Float32Array((frames + 1) * 4);
      times.forEach((t, i) => {
        const [x, y, z] = clip.turn(t)[joint]!;
        q.setFromEuler(new Euler(x, y, z, 'XYZ'));
        values.set([q.x, q.y, q.z, q.w], i * 4);
      });
      const sampler = doc.createAnimationSampler().setInput(input).setOutput(accessor('VEC4', values)).setInterpolation('LINEAR');
      animation.addSampler(sampler).addChannel(doc.createAnimationChannel().setTargetNode(nodes.get(joint)!).setTargetPath('rotation').setSampler(sampler));
    }
    if (clip.shift) {
      const rest = nodes.get('hips')!.getTranslation();
      const values = new Float32Array(Array.from(times).flatMap((t) => clip.shift!(t).map((d, k) => rest[k]! + d)));
      const sampler = doc.createAnimationSampler().setInput(input).setOutput(accessor('VEC3', values)).setInterpolation('LINEAR');
      animation.addSampler(sampler).addChannel(doc.createAnimationChannel().setTargetNode(nodes.get('hips')!).setTargetPath('translation').setSampler(sampler));
    }
  }

  const root = doc.createNode('Chancellor').addChild(nodes.get('hips')!).addChild(doc.createNode('body').setMesh(body).setSkin(skin));
  doc.createScene('Chancellor').addChild(root).setExtras({ sourceHash: sourceHash() });
  doc.getRoot().getAsset().generator = 'assets/chancellor/build.ts (glTF Transform)';

  // Welded, then thinned where the eye does not miss it (the face, a few hundred triangles whose
  // morph targets move every vertex, is left whole), then quantized and compressed.
  await doc.transform(weld(), dedup(), prune(), resample());
  for (const mesh of doc.getRoot().listMeshes()) {
    if (mesh.getName() === 'face') continue;
    for (const prim of mesh.listPrimitives()) simplifyPrimitive(prim, { simplifier: MeshoptSimplifier, ratio: SIMPLIFY.ratio, error: SIMPLIFY.error });
  }
  await doc.transform(prune(), meshopt({ encoder: MeshoptEncoder, level: 'medium' }));
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  return io.writeBinary(doc);
}
