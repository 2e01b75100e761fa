import type { Material, WebGLProgramParametersWithUniforms } from 'three';

/** Shared by every material of the GLITCHED robot: one burst drives them all. */
export interface GlitchUniforms {
  uTime: { value: number };
  /** 0 calm, 1 in a burst. */
  uBurst: { value: number };
}

export const createGlitchUniforms = (): GlitchUniforms => ({ uTime: { value: 0 }, uBurst: { value: 0 } });

/** Never in a burst: for everything that does not glitch, so it shares the patched program. */
const CALM: GlitchUniforms = createGlitchUniforms();

const VERTEX = /* glsl */ `
  // Scanline tearing: horizontal bands of the body jump sideways during a burst.
  float glitchBand = floor((position.y + 4.0) * 7.0);
  float glitchTick = floor(uTime * 16.0);
  float glitchHash = fract(sin(glitchBand * 91.7 + glitchTick * 13.1) * 43758.5453);
  float glitchTear = step(0.72, glitchHash) * uBurst;
  transformed.x += glitchTear * (fract(glitchHash * 17.3) - 0.5) * 0.55;
`;

const FRAGMENT = /* glsl */ `
  // RGB split and scan lines: alternate screen rows shift toward magenta and cyan.
  float glitchRow = mod(floor(gl_FragCoord.y / 2.0), 3.0);
  vec3 glitchSplit = glitchRow < 1.0 ? vec3(1.35, 0.55, 1.25) : glitchRow < 2.0 ? vec3(0.45, 1.25, 1.4) : vec3(0.6);
  gl_FragColor.rgb = mix(gl_FragColor.rgb, gl_FragColor.rgb * glitchSplit, clamp(uBurst, 0.0, 1.0) * 0.75);
  gl_FragColor.rgb += vec3(0.35, 0.0, 0.3) * step(0.985, fract(sin(floor(gl_FragCoord.y / 3.0) + floor(uTime * 20.0)) * 9871.1)) * uBurst;
`;

/**
 * Makes a standard material able to glitch: a real shader change, patched
 * into three's own program, so lighting and fog stay as they were. Every
 * lit material in the scene is patched, calm ones with uniforms that never
 * burst: one program serves them all, and software WebGL compiles each
 * program for about a third of a second.
 */
export function glitchMaterial<M extends Material>(material: M, uniforms: GlitchUniforms = CALM): M {
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    shader.uniforms.uTime = uniforms.uTime;
    shader.uniforms.uBurst = uniforms.uBurst;
    shader.vertexShader = `uniform float uTime;\nuniform float uBurst;\n${shader.vertexShader}`.replace(
      '#include <begin_vertex>',
      `#include <begin_vertex>\n${VERTEX}`,
    );
    shader.fragmentShader = `uniform float uTime;\nuniform float uBurst;\n${shader.fragmentShader}`.replace(
      '#include <dithering_fragment>',
      `#include <dithering_fragment>\n${FRAGMENT}`,
    );
  };
  material.customProgramCacheKey = () => 'chipc-glitch';
  return material;
}
