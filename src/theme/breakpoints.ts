/**
 * The named breakpoints. CSS writes `@media (--phone)`; the build replaces the
 * name with its query from here (vite.config.ts, `themePlugin`), and scripts
 * use `breakpoints.phone` with matchMedia, so the two never disagree.
 */
export const breakpoints = {
  /** Where the brand shrinks to its round mark. */
  smallPhone: '(max-width: 420px)',
  /** Phones: one column, the header keeps its essentials. */
  phone: '(max-width: 480px)',
  /** Tablets and narrow windows: the hero stacks, the section links fold away. */
  tablet: '(max-width: 900px)',
  /**
   * Upright phones and tablets: the Chancellor's companion is a band under the header, the text
   * below it; elsewhere (wide windows, phones on their side) a column beside the text.
   */
  companionBand: '(max-width: 900px) and (max-aspect-ratio: 4/3)',
  /** Portrait screens (9:16 event screens, phones held upright). */
  portrait: '(max-aspect-ratio: 1/1)',
  /** Small screens either way up (phones, small signage): the stage show drops its roll-call portrait. */
  compactScreen: '(max-width: 600px), (max-height: 500px)',
  /** Small landscape screens (a phone on its side). */
  compactLandscape: '(max-height: 500px) and (min-aspect-ratio: 1/1)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  finePointer: '(pointer: fine)',
  /** A screen with no hover (a finger): no hover hint ever shows there. */
  noHover: '(hover: none)',
} as const;


const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** Replaces `@media (--small-phone)` and friends in a stylesheet with their queries; an unknown name throws. */
export function resolveCustomMedia(css: string, file = 'a stylesheet'): string {
  const byName = new Map(Object.entries(breakpoints).map(([name, query]) => [kebab(name), query]));
  return css.replace(/@media[^{;]+/g, (prelude) =>
    prelude.replace(/\(--([a-z-]+)\)/g, (whole, name: string) => {
      const query = byName.get(name);
      if (!query) throw new Error(`${file}: unknown breakpoint ${whole}; the named ones are in src/theme/breakpoints.ts`);
      return query;
    }),
  );
}
