import { useFrame, useThree } from '@react-three/fiber';
import { BloomEffect, EffectComposer, EffectPass, RenderPass, ToneMappingEffect, ToneMappingMode, VignetteEffect } from 'postprocessing';
import { useEffect, useMemo, useRef } from 'react';
import { HalfFloatType, type PerspectiveCamera, type WebGLRenderTarget } from 'three';
import { box } from '../actors/place';
import type { SlotView } from '../pageMirror';
import type { FinishReport } from '../../protocol';
import { BLOOM, VIGNETTE } from './strengths';

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
export function useFinish({ enabled, multisampling, bloom }: { enabled: boolean; multisampling: number; bloom: boolean }) {
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
    return { composer, input: composer.inputBuffer as WebGLRenderTarget, bloom };
  }, [enabled, gl, scene, camera, multisampling, bloom]);
}

export type Finish = NonNullable<ReturnType<typeof useFinish>>;

/**
 * Renders each frame through the composer: a frame callback of priority 1 takes the drawing over
 * from react-three-fiber. The composer's targets are freed with it.
 *
 * Only the part of the window where the page's slots are (the home page's companion; the show's
 * podium, seats and roll call) goes through the finish: the camera renders that window of its
 * view (setViewOffset) into targets of its size, and the last pass writes it back in place. On
 * the home page the bloom's passes then cost a third of the window's pixels, not all of them (in
 * software WebGL at 1440×900, bloom over the whole window took 320 ms a frame).
 */
export function FinishRender({ finish, slots, report }: { finish: Finish; slots: readonly SlotView[]; report: FinishReport | null }) {
  const { gl, size, viewport, camera } = useThree();
  const { composer } = finish;
  // The size the composer's targets were given, and which composer: a new one (bloom dropped by
  // the quality control) starts at the whole drawing buffer's size and must be sized to the region
  // even where the region has not changed.
  const sized = useRef<{ composer: EffectComposer | null; width: number; height: number }>({ composer: null, width: 0, height: 0 });
  const region = useMemo(() => box(), []);
  useEffect(() => () => composer.dispose(), [composer]);
  useFrame((_, delta) => {
    const dpr = viewport.dpr;
    // The slots' bounds, in whole pixels, within the canvas (allocating nothing).
    region.left = region.top = Infinity;
    region.right = region.bottom = -Infinity;
    for (const { rect } of slots) {
      if (rect.width < 1 || rect.height < 1) continue;
      region.left = Math.min(region.left, rect.left);
      region.top = Math.min(region.top, rect.top);
      region.right = Math.max(region.right, rect.right);
      region.bottom = Math.max(region.bottom, rect.bottom);
    }
    region.left = Math.max(0, Math.floor(region.left));
    region.top = Math.max(0, Math.floor(region.top));
    region.right = Math.min(size.width, Math.ceil(region.right));
    region.bottom = Math.min(size.height, Math.ceil(region.bottom));
    region.width = region.right - region.left;
    region.height = region.bottom - region.top;
    const area = region.width >= 1 && region.height >= 1 ? region : null;
    const width = Math.max(1, Math.round((area ? area.width : size.width) * dpr));
    const height = Math.max(1, Math.round((area ? area.height : size.height) * dpr));
    if (composer !== sized.current.composer || width !== sized.current.width || height !== sized.current.height) {
      // Not composer.setSize: that resizes the renderer (the whole canvas) to the size given.
      composer.inputBuffer.setSize(width, height);
      composer.outputBuffer.setSize(width, height);
      for (const pass of composer.passes) pass.setSize(width, height);
      sized.current = { composer, width, height };
    }
    if (report) {
      // The target's own size, not the one asked for: what the frame's passes really draw.
      report.bloom = finish.bloom;
      report.width = composer.inputBuffer.width;
      report.height = composer.inputBuffer.height;
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
