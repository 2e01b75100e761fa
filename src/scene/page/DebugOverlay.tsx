import type { SceneStats } from '../stats';
import './DebugOverlay.css';

/** ?debug: the frame figures in a corner of the page. */
export function DebugOverlay({ stats }: { stats: SceneStats | null }) {
  if (!stats) return null;
  return (
    <pre className="scene-debug" aria-hidden="true">
      {`${(1000 / Math.max(stats.frameMs, 1)).toFixed(0)} fps  ${stats.frameMs.toFixed(1)} ms\n${stats.calls} calls  ${stats.triangles} tris\n${stats.geometries} geo  ${stats.textures} tex  ${stats.programs} prg`}
    </pre>
  );
}

