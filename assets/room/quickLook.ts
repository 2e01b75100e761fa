/**
 * The Chancellor for Quick Look (iPhone and iPad): a USDZ made from the AR copy (arModel.ts).
 *
 * Quick Look plays neither skinning nor morph targets, so he is posed here by the scene's own rig
 * (the wave laid over idle, smiling, as visitors see him greet them) and every mesh is baked into
 * plain, static triangles in metres. three's USDZExporter writes the file: the model first, each
 * file 64-byte aligned, nothing compressed, as the format asks.
 */
import { BufferAttribute, BufferGeometry, Matrix3, type Material, Matrix4, Mesh, Scene, SkinnedMesh, Vector3, Vector4, type Object3D } from 'three';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { createRig, playClips } from '../../src/scene/worker/model/rig';

/** The moment of the wave he is caught in: his left hand high, past the top of his head. */
const WAVE_AT = 0.25;
/** His face as he waves. */
const FACE = { smile: 0.8, eyesWide: 0.3 } as const;
/**
 * USDZExporter stamps each file in the archive with the time it ran; every file gets this one
 * instead (the zip format's earliest date, 1980-01-01 00:00), so the same model gives the same bytes
 * and the file's hashed name changes only when he does.
 */
export const ZIP_TIME = 0;
export const ZIP_DATE = (0 << 9) | (1 << 5) | 1;

/** Each vertex where the posed, skinned (or morphed) mesh draws it, in world space, with its normal. */
function baked(mesh: Mesh): BufferGeometry {
  const source = mesh.geometry;
  const count = source.getAttribute('position').count;
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const normalSource = source.getAttribute('normal');
  // The GLB's attributes are plain arrays (arModel.ts unpacks them): never interleaved.
  const skinIndex = source.getAttribute('skinIndex') as BufferAttribute | undefined;
  const skinWeight = source.getAttribute('skinWeight') as BufferAttribute | undefined;
  const world = mesh.matrixWorld;
  const point = new Vector3();
  const normal = new Vector3();
  const skin = new Matrix4();
  const part = new Matrix4();
  const turn = new Matrix3();
  const joints = new Vector4();
  const weights = new Vector4();
  for (let i = 0; i < count; i++) {
    mesh.getVertexPosition(i, point).applyMatrix4(world);
    normal.fromBufferAttribute(normalSource, i);
    if (mesh instanceof SkinnedMesh && skinIndex && skinWeight) {
      // The joints' blend of this vertex as a matrix, for its normal (getVertexPosition did the point).
      joints.fromBufferAttribute(skinIndex, i);
      weights.fromBufferAttribute(skinWeight, i);
      skin.set(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
      for (let k = 0; k < 4; k++) {
        const w = weights.getComponent(k);
        if (w === 0) continue;
        const j = joints.getComponent(k);
        part.multiplyMatrices(mesh.skeleton.bones[j]!.matrixWorld, mesh.skeleton.boneInverses[j]!);
        for (let e = 0; e < 16; e++) skin.elements[e]! += part.elements[e]! * w;
      }
      part.multiplyMatrices(mesh.bindMatrixInverse, skin).multiply(mesh.bindMatrix).premultiply(world);
      normal.applyMatrix3(turn.getNormalMatrix(part));
    } else {
      normal.applyMatrix3(turn.getNormalMatrix(world));
    }
    normal.normalize();
    point.toArray(positions, i * 3);
    normal.toArray(normals, i * 3);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  if (source.index) geometry.setIndex(source.index.clone());
  for (const group of source.groups) geometry.addGroup(group.start, group.count, group.materialIndex);
  return geometry;
}

/** The stamp of every local header and central directory entry set to ZIP_TIME / ZIP_DATE. */
function fixedTimes(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let at = 0;
  while (at + 4 <= zip.length) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) {
      view.setUint16(at + 10, ZIP_TIME, true);
      view.setUint16(at + 12, ZIP_DATE, true);
      at += 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true) + view.getUint32(at + 18, true);
    } else if (signature === 0x02014b50) {
      view.setUint16(at + 12, ZIP_TIME, true);
      view.setUint16(at + 14, ZIP_DATE, true);
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    } else if (signature === 0x06054b50) {
      return zip; // the end of the central directory: every entry stamped
    } else {
      throw new Error(`USDZ: an unexpected record (0x${signature.toString(16)}) at byte ${at}: its files' times were not all fixed`);
    }
  }
  throw new Error('USDZ: no end of central directory');
}

/**
 * `thing` as the exporter should name it: USDZExporter names each geometry and material by its
 * `id`, a count of every one three has made in this process (so far a build's, a test's, or the
 * development server's). A stand-in that inherits everything else gives it the nth of its kind.
 */
const numbered = <T extends object>(thing: T, id: number): T => Object.create(thing, { id: { value: id } }) as T;

/** Him in the Quick Look pose: every mesh of the AR copy `arGlb` (arModel.ts's bytes) baked, static, in metres. */
export async function posedFigure(arGlb: Uint8Array): Promise<Scene> {
  const buffer = arGlb.buffer.slice(arGlb.byteOffset, arGlb.byteOffset + arGlb.byteLength);
  const gltf = await new GLTFLoader().parseAsync(buffer as ArrayBuffer, '');
  const rig = createRig({ scene: gltf.scene, clips: gltf.animations });
  playClips(rig, { talk: 0, wave: 1, walk: 0, point: 0 }, WAVE_AT);
  for (const { name, slot } of rig.face.slots) rig.face.weights[slot] = name in FACE ? FACE[name as keyof typeof FACE] : 0;
  gltf.scene.updateMatrixWorld(true);
  const posed = new Scene();
  const materials = new Map<Material, Material>();
  gltf.scene.traverse((o: Object3D) => {
    if (!(o instanceof Mesh)) return;
    if (o instanceof SkinnedMesh) o.skeleton.update();
    const material = o.material as Material;
    if (!materials.has(material)) materials.set(material, numbered(material, materials.size + 1));
    const mesh = new Mesh(numbered(baked(o), posed.children.length + 1), materials.get(material));
    mesh.name = `${o.name}_${posed.children.length + 1}`;
    posed.add(mesh);
  });
  rig.dispose();
  return posed;
}

/** The Quick Look file of the AR copy `arGlb`. Deterministic: the same copy gives the same bytes. */
export async function quickLookModel(arGlb: Uint8Array): Promise<Uint8Array> {
  const zip = await new USDZExporter().parseAsync(await posedFigure(arGlb), { quickLookCompatible: true });
  return fixedTimes(new Uint8Array(zip));
}
