import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { offscreenOf } from './offscreen';
import type { Pace, QualityReport, QualityStep, SceneHealth } from '../../protocol';
import { pacedSecond, QualityMonitor, seededRandom } from './quality';

type OnStatus = (status: SceneHealth) => void;

/**
 * Reports 'ready' after the first frame is drawn: at start and after a restored
 * context. Until then the still pictures stay.
 */
export function FirstFrame({ onStatus }: { onStatus: OnStatus }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    let waiting = true;
    const canvas = offscreenOf(gl);
    const restored = () => {
      waiting = true;
    };
    canvas.addEventListener('webglcontextrestored', restored);
    const remove = addAfterEffect(() => {
      if (!waiting || gl.getContext().isContextLost()) return;
      waiting = false;
      onStatus('ready');
    });
    return () => {
      remove();
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [gl, onStatus]);
  return null;
}

/**
 * The automatic mode's frame-rate control: a sustained low frame rate first
 * gives up what the scene offers (`onStep`, in order), then hands the page to the lite view.
 *
 * Our own rather than drei's PerformanceMonitor/AdaptiveDpr: the monitor judges a window
 * against bounds relative to the screen's refresh rate and counts every crossing as a flip, so a
 * device held at 30 fps by design (Low Power Mode, a 30 Hz screen) reads as failing and a
 * jittery 30 flips to and fro; ours steps only on a sustained rate under 24 fps (quality.ts),
 * and its steps are the finish's bloom before the pixel ratio.
 */
export function QualityControl({
  steps,
  pace,
  report,
  onStep,
  onLowFps,
}: {
  steps: readonly Exclude<QualityStep, 'lite'>[];
  /** ?debug&pace: each frame drawn, the control measures a second of frames at this pace instead of the frame's own time. */
  pace: Pace | null;
  /** ?debug: how much it has measured and what it gave up, for the page to read. */
  report: QualityReport | null;
  onStep: (step: QualityStep) => void;
  onLowFps: () => void;
}) {
  // Made once: the steps offered at the start are the ones the control works through.
  const [monitor] = useState(() => new QualityMonitor(steps));
  const [random] = useState(() => seededRandom(1));
  useFrame((_, delta) => {
    let step: QualityStep | null = null;
    if (pace) {
      // At most one step a frame drawn: the next is judged on frames drawn after this one applied.
      for (const ms of pacedSecond(pace, random)) {
        if (report) report.measuredMs += ms;
        step = monitor.frame(ms);
        if (step) break;
      }
    } else {
      if (report) report.measuredMs += delta * 1000;
      step = monitor.frame(delta * 1000);
    }
    if (step) report?.steps.push(step);
    if (step === 'lite') onLowFps();
    else if (step) onStep(step);
  });
  return null;
}

/** WebGL context loss and restore: posters while lost (and no frames), the scene again once restored. */
export function ContextWatch({ onStatus, onLost }: { onStatus: OnStatus; onLost: (lost: boolean) => void }) {
  const { gl, invalidate } = useThree();
  useEffect(() => {
    const canvas = offscreenOf(gl);
    const lost = (e: Event) => {
      e.preventDefault(); // allows the browser to restore the context
      onLost(true);
      onStatus('lost');
    };
    const restored = () => {
      onLost(false);
      invalidate();
    };
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [gl, invalidate, onStatus, onLost]);
  return null;
}

