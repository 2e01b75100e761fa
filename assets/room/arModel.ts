/**
 * The Chancellor as the platforms' AR viewers take him: the committed model (assets/chancellor.glb)
 * unpacked into a plain GLB, stood on the floor at a person's height.
 *
 * Scene Viewer fetches the file itself and its support for meshopt and quantized attributes is not
 * promised, so this copy has neither: float positions and normals, no required extension. It keeps
 * the skeleton, the face's morph targets and the five clips, idle first (the clip a viewer plays
 * when it is told none). The same file is the desktop viewer's, so one download serves both.
 */
import { Logger, NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS, EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { dequantize, getBounds } from '@gltf-transform/functions';
import { MeshoptDecoder } from 'meshoptimizer';
import { ROOM_HEIGHT_M } from '../../src/content/room';


function io() {
  return new NodeIO().setLogger(new Logger(Logger.Verbosity.WARN)).registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
}

/**
 * Stands the figure with its soles at y = 0, centred over the origin, ROOM_HEIGHT_M tall (glTF's unit
 * is the metre). Measured on the rigid parts that hang from the joints (the soles and the antenna's
 * bulb are among them), not on the skinned mesh, whose own node places nothing, as the format has
 * it, and skews a box taken through it.
 */
function standOnFloor(doc: Document) {
  const scene = doc.getRoot().listScenes()[0]!;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  scene.traverse((node) => {
    if (!node.getMesh() || node.getSkin()) return;
    const box = getBounds(node);
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i]!, box.min[i]!);
      max[i] = Math.max(max[i]!, box.max[i]!);
    }
  });
  const scale = ROOM_HEIGHT_M / (max[1]! - min[1]!);
  const floor = doc.createNode('floor').setScale([scale, scale, scale]).setTranslation([(-(min[0]! + max[0]!) / 2) * scale, -min[1]! * scale, (-(min[2]! + max[2]!) / 2) * scale]);
  for (const child of scene.listChildren()) floor.addChild(child);
  scene.addChild(floor);
}

/** The AR copy of `model` (the bytes of assets/chancellor.glb). Deterministic: the same model gives the same bytes. */
export async function arModel(model: Uint8Array): Promise<Uint8Array> {
  await MeshoptDecoder.ready;
  const doc = await io().readBinary(model);
  await doc.transform(dequantize());
  for (const extension of doc.getRoot().listExtensionsUsed()) {
    if (extension instanceof EXTMeshoptCompression || extension instanceof KHRMeshQuantization) extension.dispose();
  }
  standOnFloor(doc);
  const idle = doc.getRoot().listAnimations().find((a) => a.getName() === 'idle');
  if (!idle) throw new Error('chancellor.glb has no idle clip');
  // glTF Transform keeps the root's lists in the order things were made: idle is made first.
  if (doc.getRoot().listAnimations()[0] !== idle) throw new Error('chancellor.glb: idle is not the first clip');
  return io().writeBinary(doc);
}
