import type { ReactNode } from 'react';
import type { WingMoment } from '../content/moments';
import { wingPoster } from '../content/posters';
import { SceneSlot } from './SceneSlot';
import './Act.css';

/**
 * A part of the home page with the Chancellor beside it: the section(s) in
 * the main column and a wing where he stands (the scene's slot, or his still
 * picture). Wide screens keep the wing in view beside the text; narrow ones
 * show it as a band above it. The picture is decoration: the text says it all.
 */
export function Act({ moment, children }: { moment: WingMoment; children: ReactNode }) {
  return (
    <div className="act" data-act={moment}>
      <div className="act__wing" aria-hidden="true">
        <SceneSlot kind="moment" moment={moment} className="act__slot">
          <img src={wingPoster.src(moment)} width={wingPoster.width} height={wingPoster.height} alt="" loading="lazy" decoding="async" />
        </SceneSlot>
      </div>
      <div className="act__body">{children}</div>
    </div>
  );
}
