import { useEffect, useState, type RefObject } from 'react';
import { whenNear } from '../../../runtime/near';

/**
 * Whether the element has come within a screen of the viewport, and true from then on: a part far
 * down the page starts its costly work (a drawing, a question to the video encoder) only when the
 * visitor heads its way, not while the page is loading.
 */
export function useCameNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return whenNear(element, () => setNear(true));
  }, [ref]);
  return near;
}
