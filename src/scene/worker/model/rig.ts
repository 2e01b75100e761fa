import {
  AdditiveAnimationBlendMode,
  AnimationClip,
  AnimationMixer,
  AnimationUtils,
  Group,
  Mesh,
  MeshStandardMaterial,
  QuaternionKeyframeTrack,
  VectorKeyframeTrack,
  type AnimationAction,
  type Bone,
  type Object3D,
} from 'three';
import type { ChancellorModel } from './load';
import { restingMorphs, type Morphs } from './morphs';

/** The joints the scene moves itself, on top of the clips. */
const MOVED = ['head', 'upperArmL', 'upperArmR', 'handR', 'antenna', 'tie'] as const;
type Moved = (typeof MOVED)[number];
/** The clips laid over idle by how much the pose asks for each. */
const LAYERS = ['talk', 'wave', 'walk', 'point'] as const;
type Layer = (typeof LAYERS)[number];

export interface Rig {
  root: Object3D;
  bones: Record<Moved, Bone>;
  mixer: AnimationMixer;
  idle: AnimationAction;
  layers: Record<Layer, AnimationAction>;
  /** Each joint and its double in the copy of the skeleton the clips play on. */
  joints: { bone: Bone; double: Object3D }[];
  /** The face's morph targets: each of our names with its slot in the model, and their weights. */
  face: { slots: { name: keyof Morphs; slot: number }[]; weights: number[] };
  /** The finishes the scene lights: the screen (as he speaks), the face, the red lights. */
  screen: MeshStandardMaterial;
  accent: MeshStandardMaterial;
  /** Held in his right hand: the paper he reads from. */
  hold: Group;
  dispose: () => void;
}

/**
 * The same clip as a difference from the rest pose, to be added over idle: a wave weighted 1 is
 * the whole wave while he still breathes, where blending would average it away by half.
 */
function additive(clip: AnimationClip, root: Object3D): AnimationClip {
  const reference = new AnimationClip(
    'rest',
    0,
    clip.tracks.map((track) => {
      const [name, property] = track.name.split('.');
      const bone = root.getObjectByName(name ?? '');
      if (!bone) throw new Error(`chancellor.glb: the clip ${clip.name} moves ${name}, which it lacks`);
      return property === 'quaternion' ? new QuaternionKeyframeTrack(track.name, [0], bone.quaternion.toArray()) : new VectorKeyframeTrack(track.name, [0], bone.position.toArray());
    }),
  );
  return AnimationUtils.makeClipAdditive(clip.clone(), 0, reference);
}

function play(action: AnimationAction, weight: number, t: number) {
  action.setEffectiveWeight(weight);
  action.time = t % action.getClip().duration;
}

/**
 * Poses the figure by its clips at time `t`: idle in full, each other clip laid over it by its
 * weight, played on the skeleton's copy and copied onto the figure's joints (which the scene may
 * then turn further).
 */
export function playClips(rig: Rig, weights: Record<Layer, number>, t: number) {
  play(rig.idle, 1, t);
  for (const layer of LAYERS) play(rig.layers[layer], weights[layer], t);
  rig.mixer.update(0);
  for (const { bone, double } of rig.joints) {
    bone.position.copy(double.position);
    bone.quaternion.copy(double.quaternion);
  }
}

/** The model made ready to act: its joints, its clips on a mixer, its face and its lights found by name. */
export function createRig(model: ChancellorModel): Rig {
  const root = model.scene;
  const find = <T extends Object3D>(name: string) => {
    const found = root.getObjectByName(name) as T | undefined;
    if (!found) throw new Error(`chancellor.glb has no ${name}`);
    return found;
  };
  const clip = (name: string) => {
    const found = AnimationClip.findByName(model.clips, name);
    if (!found) throw new Error(`chancellor.glb has no clip ${name}`);
    return found;
  };
  const bones = Object.fromEntries(MOVED.map((name) => [name, find<Bone>(name)])) as Record<Moved, Bone>;
  const materials = new Map<string, MeshStandardMaterial>();
  root.traverse((o) => {
    if (o instanceof Mesh) {
      // One figure that moves its arms past the bounds of its rest pose: never culled.
      o.frustumCulled = false;
      materials.set(o.material.name, o.material);
    }
  });
  const face = find<Mesh>('face');
  const slots = (Object.keys(restingMorphs()) as (keyof Morphs)[]).map((name) => {
    const slot = face.morphTargetDictionary?.[name];
    if (slot === undefined) throw new Error(`chancellor.glb's face has no morph target ${name}`);
    return { name, slot };
  });
  // The clips play on a copy of the skeleton, never on the figure: the mixer writes a joint only when
  // its value changed since the last frame (a still pose is written once), while the scene turns the
  // figure's joints further every frame. Each frame copies the copy's joints onto the figure first.
  const skeleton = find<Bone>('hips').clone();
  const doubles = new Group().add(skeleton);
  skeleton.traverse((o) => o.children.filter((c) => !(c as Bone).isBone).forEach((c) => o.remove(c)));
  const joints: Rig['joints'] = [];
  skeleton.traverse((double) => joints.push({ bone: find<Bone>(double.name), double }));
  const mixer = new AnimationMixer(doubles);
  const idle = mixer.clipAction(clip('idle')).play();
  const layers = Object.fromEntries(
    LAYERS.map((name) => {
      const action = mixer.clipAction(additive(clip(name), root));
      action.blendMode = AdditiveAnimationBlendMode;
      return [name, action.play().setEffectiveWeight(0)];
    }),
  ) as Record<Layer, AnimationAction>;
  const hold = new Group();
  bones.handR.add(hold);
  const material = (name: string) => {
    const found = materials.get(name);
    if (!found) throw new Error(`chancellor.glb has no material ${name}`);
    return found;
  };
  return {
    root,
    bones,
    mixer,
    idle,
    layers,
    joints,
    face: { slots, weights: face.morphTargetInfluences ?? [] },
    screen: material('screen'),
    accent: material('accent'),
    hold,
    dispose: () => {
      bones.handR.remove(hold);
      mixer.stopAllAction();
      mixer.uncacheRoot(doubles);
    },
  };
}
