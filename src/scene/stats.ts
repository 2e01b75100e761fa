// What the scene reports with ?debug, shared by the scene, the tests and (as JSON) the scripts.
export interface StageStats {
  /** Draw calls and triangles of the last whole frame, summed over every view. */
  calls: number;
  triangles: number;
  frames: number;
  /** Mean frame interval over the last second, in ms. */
  frameMs: number;
  geometries: number;
  textures: number;
  programs: number;
}

declare global {
  interface Window {
    /** Present with ?debug: the figures tests assert budgets on and `npm run bench` reads. */
    __chipcStage?: StageStats;
    /** Present with ?debug=frozen: draws one frame now and returns its figures. */
    __chipcScene?: { frame: () => Promise<StageStats | null> };
  }
}
