// What the motion director reports with ?debug, shared with the tests.
interface MotionCounts {
  triggers: number;
  tweens: number;
  /** The numbers the scene follows: each moment's progress. */
  choreography: {
    present: number;
    pour: number;
    walk: number;
    assemble: number;
  };
  /** When ScrollTrigger measured every trigger again, by frame (`document.timeline.currentTime`), oldest first. */
  refreshes: number[];
}

declare global {
  interface Window {
    /** Present with ?debug: live scroll triggers (ScrollTriggers, and elements waiting to be seen) and tweens, to prove nothing outlives its page. */
    __chipcMotion?: () => MotionCounts;
  }
}

export {};
