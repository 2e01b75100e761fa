import { useFrame, useThree } from '@react-three/fiber';
import { BloomEffect, EffectComposer, EffectPass, RenderPass, ToneMappingEffect, ToneMappingMode, VignetteEffect } from 'postprocessing';
import { useEffect, useMemo } from 'react';
import { HalfFloatType, type WebGLRenderTarget } from 'three';
import { BLOOM, VIGNETTE } from './looks';

/**
 * The frame's finish, in the worker: the scene is drawn into a floating-point target, then one
 * pass adds bloom (only what glows brighter than white: eyes, lamps, halos, sparks, lit letters),
 * maps the light to the screen with the Khronos neutral curve (the palette's reds and navies stay
 * themselves, where AgX would wash them out), darkens the corners a little and dithers the
 * result against banding in the navy gradients.
 *
 * Our own few lines over pmndrs' `postprocessing` rather than @react-three/postprocessing: its
 * composer rebuilds its passes on every change of a child and brings N8AO and maath into the
 * worker's chunk; here the effects are fixed at the start and bloom is switched off by the
 * quality control with one flag.
 */
export function usePostEffects({ enabled, multisampling, bloom }: { enabled: boolean; multisampling: number; bloom: boolean }) {
  const { gl, scene, camera } = useThree();
  return useMemo(() => {
    if (!enabled) return null;
    const composer = new EffectComposer(gl, { frameBufferType: HalfFloatType, multisampling });
    composer.addPass(new RenderPass(scene, camera));
    const finish = [new ToneMappingEffect({ mode: ToneMappingMode.NEUTRAL }), new VignetteEffect(VIGNETTE)];
    // Without bloom (the quality control's first step down) its passes are gone, not run at zero strength.
    const pass = new EffectPass(camera, ...(bloom ? [new BloomEffect({ mipmapBlur: true, ...BLOOM })] : []), ...finish);
    pass.dithering = true;
    composer.addPass(pass);
    return { composer, input: composer.inputBuffer as WebGLRenderTarget };
  }, [enabled, gl, scene, camera, multisampling, bloom]);
}

export type Post = NonNullable<ReturnType<typeof usePostEffects>>;

/**
 * Renders each frame through the composer: a frame callback of priority 1 takes the drawing over
 * from react-three-fiber. The composer's targets are freed with it.
 */
export function PostFrame({ post }: { post: Post }) {
  const { gl, size, viewport } = useThree();
  const { composer } = post;
  useEffect(() => () => composer.dispose(), [composer]);
  useEffect(() => {
    composer.setSize(size.width, size.height);
  }, [composer, size.width, size.height, viewport.dpr]);
  useFrame((_, delta) => {
    const clearing = gl.autoClear;
    gl.autoClear = false;
    composer.render(delta);
    gl.autoClear = clearing;
  }, 1);
  return null;
}
