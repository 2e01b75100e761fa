import { useFrame, useThree } from '@react-three/fiber';
import { BloomEffect, EffectComposer, EffectPass, RenderPass, ToneMappingEffect, ToneMappingMode, VignetteEffect } from 'postprocessing';
import { useEffect, useMemo, useRef } from 'react';
import { HalfFloatType, type PerspectiveCamera, type WebGLRenderTarget } from 'three';
import type { Box } from '../actors/place';
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
 *
 * With a `region` (the home page's companion, the one place the scene draws there) only that
 * part of the window goes through the finish: the camera renders that window of its view
 * (setViewOffset) into targets of the region's size, and the last pass writes it back in place.
 * The bloom's passes then cost a third of the window's pixels, not all of them (in software
 * WebGL at 1440×900, bloom over the whole window took 320 ms a frame).
 */
export function PostFrame({ post, region }: { post: Post; region: Box | null }) {
  const { gl, size, viewport, camera } = useThree();
  const { composer } = post;
  const sized = useRef({ width: 0, height: 0 });
  useEffect(() => () => composer.dispose(), [composer]);
  useFrame((_, delta) => {
    const dpr = viewport.dpr;
    const area = region && region.width >= 1 && region.height >= 1 ? region : null;
    const width = Math.max(1, Math.round((area ? area.width : size.width) * dpr));
    const height = Math.max(1, Math.round((area ? area.height : size.height) * dpr));
    if (width !== sized.current.width || height !== sized.current.height) {
      // Not composer.setSize: that resizes the renderer (the whole canvas) to the size given.
      composer.inputBuffer.setSize(width, height);
      composer.outputBuffer.setSize(width, height);
      for (const pass of composer.passes) pass.setSize(width, height);
      sized.current = { width, height };
    }
    const view = camera as PerspectiveCamera;
    if (area) {
      view.setViewOffset(size.width, size.height, area.left, area.top, area.width, area.height);
      gl.setViewport(area.left, size.height - area.bottom, area.width, area.height);
    }
    const clearing = gl.autoClear;
    gl.autoClear = false;
    composer.render(delta);
    gl.autoClear = clearing;
    if (area) {
      view.clearViewOffset();
      gl.setViewport(0, 0, size.width, size.height);
    }
  }, 1);
  return null;
}
