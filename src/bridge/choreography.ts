/**
 * Scroll progress shared between GSAP (which writes it) and the 3D scene
 * (which reads it every frame). Plain numbers, no React state: nothing
 * re-renders while scrolling.
 */
export const choreography = {
  /** 0 with the hero in full view, 1 once it has scrolled away. */
  hero: 0,
  /** 0 before the cabinet enters, 1 once it is centred. */
  cabinet: 0,
};
