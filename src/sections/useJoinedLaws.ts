import { useEffect, useState } from 'react';
import { afterLoadAndIdle } from '../runtime/afterLoad';
import { FEED_JOIN_STEP } from './memeLawFeed';

/**
 * How many of the feed's `count` laws have joined its list: the `prerendered` ones at first (so
 * hydration finds the markup it made), then, once the page runs, `FEED_JOIN_STEP` more in each
 * idle moment after load, a commit of their own each, until all are there.
 */
export function useJoinedLaws(running: boolean, prerendered: number, count: number): number {
  const [joined, setJoined] = useState(prerendered);
  useEffect(() => {
    if (!running || joined >= count) return;
    return afterLoadAndIdle(() => setJoined((n) => Math.min(count, n + FEED_JOIN_STEP)));
  }, [running, joined, count]);
  return joined;
}
