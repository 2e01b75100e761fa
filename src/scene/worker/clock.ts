/**
 * The scene's own time, in seconds: advanced by the canvas while frames run
 * (never by the browser's clock, so a stopped loop resumes where it was and
 * r3f's clock resets do not make every robot start over), fixed when frozen.
 */
export const sceneClock = { time: 0 };
