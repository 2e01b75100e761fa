import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { companionMoment, shownMoment } from '../../bridge/companion';
import { sceneStatus } from '../../bridge/sceneStatus';
import type { MomentId } from '../../content/moments';
import { companionPoster } from '../../content/posters';
import { breakpoints } from '../../theme/breakpoints';
import { CompanionTalk } from './CompanionTalk';
import { SceneSlot } from '../../components/SceneSlot';
import { useReadingAct } from './useReadingAct';
import { useRunning } from '../../runtime/useRunning';

/**
 * The moment whose still picture to show: the one being read, or, while the scene draws over the
 * picture, the one shown when it began (a picture nobody sees is not downloaded).
 */
function usePosterMoment(): { moment: MomentId | null; poster: MomentId } {
  const moment = shownMoment(useSyncExternalStore(companionMoment.subscribe, companionMoment.get, () => undefined));
  const drawn = useSyncExternalStore(sceneStatus.subscribe, () => sceneStatus.get() === 'ready', () => false);
  const [poster, setPoster] = useState<MomentId>('hero');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows an external store, except while hidden
    if (moment && !drawn) setPoster(moment);
  }, [moment, drawn]);
  return { moment, poster };
}

/**
 * The moment's still picture, shown as soon as it has loaded, never held back for the scene. The
 * first screen's largest paint is not this picture but its sketch, which comes inside the
 * document (Companion.css) and paints with the first paint; the picture is asked for once the
 * page runs (the prerendered markup names none), never before the first paint, where it competed
 * with the document and made the largest paint wait on it. Without scripting the sketch stays.
 */
function Poster({ moment }: { moment: MomentId }) {
  // A picture that never arrives (a 404, no network) draws no broken-image sign in its place.
  const img = useRef<HTMLImageElement>(null);
  const running = useRunning();
  useEffect(() => {
    const el = img.current!;
    const failed = () => el.setAttribute('data-failed', '');
    const loaded = () => el.removeAttribute('data-failed');
    if (el.complete && el.naturalWidth === 0) failed();
    el.addEventListener('error', failed);
    el.addEventListener('load', loaded);
    return () => {
      el.removeEventListener('error', failed);
      el.removeEventListener('load', loaded);
    };
  }, []);
  const { column, band } = companionPoster;
  return (
    <picture>
      <source media={breakpoints.companionBand} srcSet={running ? companionPoster.src(moment, 'band') : undefined} width={band.width} height={band.height} />
      <img ref={img} src={running ? companionPoster.src(moment, 'column') : undefined} width={column.width} height={column.height} alt="" data-moment={moment} />
    </picture>
  );
}

/**
 * (Its stylesheet, Companion.css, is imported by the page, whose first screen it styles: this code
 * arrives after the first paint.)
 *
 * The Chancellor's companion on the home page: a place fixed on screen (a column beside the text
 * on wide screens, a band under the header on upright phones) where he stays with the reader from
 * the top to the end of the cabinet, doing the moment of the part being read. The scene draws
 * there, never in step with anything that scrolls; without it, the moment's still picture stands
 * in the same place. Its one control lets the visitor ask him something.
 */
export function Companion() {
  const self = useRef<HTMLDivElement>(null);
  const [main, setMain] = useState<HTMLElement | null>(null);
  // The page around it, once mounted.
  useEffect(() => setMain(self.current!.closest('main')), []);
  useReadingAct(main);
  const { moment, poster } = usePosterMoment();
  return (
    <>
      <div ref={self} className="companion" data-away={moment === null ? '' : undefined} aria-hidden="true">
        <SceneSlot kind="companion" className="companion__slot" framed={false}>
          <Poster key={poster} moment={poster} />
        </SceneSlot>
      </div>
      <CompanionTalk away={moment === null} />
    </>
  );
}
