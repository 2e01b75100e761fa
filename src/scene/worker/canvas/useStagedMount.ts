import { useEffect, useState } from 'react';

/**
 * How many of `count` parts to mount so far: one at first, then one more per
 * task, so building the scene never holds the page in one long task.
 */
export function useStagedMount(count: number): number {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= count) return;
    const id = setTimeout(() => setMounted((n) => n + 1), 0);
    return () => clearTimeout(id);
  }, [mounted, count]);
  return mounted;
}
