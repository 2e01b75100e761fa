// @vitest-environment jsdom
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { motionParts, useMotionPart } from './motionParts';

function Figure() {
  const ref = useMotionPart<HTMLSpanElement>('counter');
  return createElement('span', { ref, 'data-count-to': 10 });
}

describe('motionParts', () => {
  it('holds each part from its registration to its unregistration, and tells every change', () => {
    const listener = vi.fn();
    const stop = motionParts.subscribe(listener);
    const a = document.createElement('li');
    const b = document.createElement('div');
    const leaveA = motionParts.register('reveal', a);
    const leaveB = motionParts.register('act', b);
    expect(motionParts.getSnapshot()).toEqual([
      { kind: 'reveal', element: a },
      { kind: 'act', element: b },
    ]);
    leaveA();
    leaveA(); // twice is once
    expect(motionParts.getSnapshot()).toEqual([{ kind: 'act', element: b }]);
    leaveB();
    expect(motionParts.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });

  it('a mounted component registers its element, and leaves when it unmounts (StrictMode included)', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(createElement(StrictMode, null, createElement(Figure))));
    expect(motionParts.getSnapshot()).toEqual([{ kind: 'counter', element: host.querySelector('span') }]);
    await act(async () => root.unmount());
    expect(motionParts.getSnapshot()).toEqual([]);
  });
});
