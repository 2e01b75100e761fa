/**
 * The finish's settings. Bloom takes only light above 1 (emissive parts, which the materials
 * push past white), with a mild strength: a halo round the eyes and lamps, never a haze over the
 * suit (about what brunosimon's folio-2025 uses: threshold 1, strength 0.25 to 1).
 */
export const BLOOM = { luminanceThreshold: 1, luminanceSmoothing: 0.08, intensity: 0.85, radius: 0.72, levels: 5 };

/** A light vignette: the corners of the companion's place dim a little, the middle never. */
export const VIGNETTE = { offset: 0.42, darkness: 0.38 };
