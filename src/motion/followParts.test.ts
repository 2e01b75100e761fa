import { describe, expect, it } from 'vitest';
import { createListeners } from '../lib/listeners';
import { followParts } from './followParts';

type Kind = 'reveal' | 'counter' | 'act';
interface Part {
  kind: Kind;
  name: string;
}

/** A registry like motionParts, a queue of later tasks run by hand, and a log of what was done. */
function setUp(initial: Part[] = []) {
  let parts: readonly Part[] = initial;
  const listeners = createListeners();
  const tasks: (() => void)[] = [];
  const log: string[] = [];
  const states: boolean[] = [];
  const register = (part: Part) => {
    parts = [...parts, part];
    listeners.notify();
    return () => {
      parts = parts.filter((p) => p !== part);
      listeners.notify();
    };
  };
  const stop = followParts<Kind, Part>({
    source: { getSnapshot: () => parts, subscribe: listeners.subscribe },
    order: ['reveal', 'counter', 'act'],
    attach: (part) => {
      log.push(`+${part.name}`);
      return () => log.push(`-${part.name}`);
    },
    later: (run) => tasks.push(run),
    pending: (waiting) => states.push(waiting),
  });
  const runTask = () => {
    const task = tasks.shift();
    if (!task) throw new Error('no task queued');
    task();
  };
  return { register, stop, runTask, tasks, log, states, pendingNow: () => states.at(-1) };
}

const part = (kind: Kind, name: string): Part => ({ kind, name });

describe('followParts', () => {
  it('attaches the parts already registered in later tasks, one kind per task, then says none is waiting', () => {
    const { runTask, tasks, log, pendingNow } = setUp([part('act', 'about'), part('counter', 'supply'), part('reveal', 'phase1'), part('reveal', 'phase2')]);
    expect(log).toEqual([]);
    expect(pendingNow()).toBe(true);
    runTask();
    expect(log).toEqual(['+phase1', '+phase2']);
    runTask();
    expect(log).toEqual(['+phase1', '+phase2', '+supply']);
    runTask();
    expect(log).toEqual(['+phase1', '+phase2', '+supply', '+about']);
    expect(pendingNow()).toBe(false);
    expect(tasks).toHaveLength(0);
  });

  it('with nothing registered, nothing waits', () => {
    const { tasks, pendingNow } = setUp();
    expect(pendingNow()).toBe(false);
    expect(tasks).toHaveLength(0);
  });

  it('attaches a part registered long after the start (a section whose code came late)', () => {
    const { register, runTask, log, pendingNow } = setUp();
    register(part('counter', 'supply'));
    expect(pendingNow()).toBe(true);
    runTask();
    expect(log).toEqual(['+supply']);
    expect(pendingNow()).toBe(false);
    register(part('act', 'cabinet'));
    runTask();
    expect(log).toEqual(['+supply', '+cabinet']);
  });

  it('detaches a part at once when it leaves, and never attaches one that left before its turn', () => {
    const { register, runTask, log, tasks, pendingNow } = setUp();
    const leaveSupply = register(part('counter', 'supply'));
    const leaveAbout = register(part('act', 'about'));
    runTask();
    leaveSupply();
    expect(log).toEqual(['+supply', '-supply']);
    leaveAbout();
    expect(pendingNow()).toBe(false);
    runTask(); // the task queued for the act finds nothing to do
    expect(log).toEqual(['+supply', '-supply']);
    expect(tasks).toHaveLength(0);
  });

  it('stopping detaches every part, last attached first, and later registrations are ignored', () => {
    const { register, runTask, stop, log, tasks } = setUp([part('reveal', 'phase1'), part('counter', 'supply')]);
    runTask();
    runTask();
    stop();
    expect(log).toEqual(['+phase1', '+supply', '-supply', '-phase1']);
    register(part('act', 'about'));
    expect(tasks).toHaveLength(0);
  });
});
