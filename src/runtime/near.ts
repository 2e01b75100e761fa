/** One viewport ahead, so a part is ready (interactive, drawn) before it scrolls into view. */
const NEAR = '100% 0px';

/**
 * Calls `run` once, when `element` first comes within a screen of the viewport; gives back its
 * cancel. The parts that hydrate late and the work that waits for its part share this one margin.
 */
export function whenNear(element: Element, run: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: NEAR },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
