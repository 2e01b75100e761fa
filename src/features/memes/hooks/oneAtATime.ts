import { useRef, useState } from 'react';
import { TookTooLong } from '../../../runtime/visibleTimeout';

/** What a failed action says: `slow` where it ran out of time, else the words for its own failure. */
interface FailureWords<A extends string> {
  slow: string;
  failed: (action: A) => string;
}

/**
 * A row of buttons whose actions run one at a time: a tap while one is under way does nothing, so
 * a second tap never makes a second file or opens a second share sheet. `run` does an action and
 * says how it goes through `say`; a failure is logged as `what`'s and said calmly. Returns the
 * words to show and the action to start.
 */
export function useOneAtATime<A extends string>(what: string, run: (action: A, say: (words: string) => void) => Promise<void>, words: FailureWords<A>) {
  const [status, setStatus] = useState('');
  const busy = useRef(false);
  const act = async (action: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run(action, setStatus);
    } catch (error) {
      console.warn(`The ${what}'s ${action} did not go through:`, error instanceof Error ? error.message : error);
      setStatus(error instanceof TookTooLong ? words.slow : words.failed(action));
    } finally {
      busy.current = false;
    }
  };
  return { status, act };
}
