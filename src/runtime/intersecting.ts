/**
 * An IntersectionObserver that keeps `crossing`, the elements it last saw intersecting, and calls
 * `changed` after each report. The set is the caller's, so it can outlive the observer: a new
 * observer for a changed list of elements starts from what the last one saw.
 */
export function observeCrossing(crossing: Set<Element>, changed: () => void, options: IntersectionObserverInit): IntersectionObserver {
  return new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) crossing.add(e.target);
      else crossing.delete(e.target);
    }
    changed();
  }, options);
}
