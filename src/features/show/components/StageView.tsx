import { SceneSlot } from '../../../components/SceneSlot';
import { hero } from '../../../content/home';
import { heroPoster } from '../../../content/posters';
import type { ShowView } from '../lib/showState';
import { CabinetSeats } from './CabinetSeats';
import { RollCall } from './RollCall';

/** The show's view: the Chancellor at the podium beside the roll call, or the cabinet in their seats. */
export function StageView({ view, minister }: { view: ShowView; minister: number }) {
  return view === 'character' ? (
    <>
      <SceneSlot kind="podium" moment="hero" className="show__character">
        {/* At low priority: the first paint never waits on it (its sketch stands in, Show.css). */}
        <img src={heroPoster.file} width={heroPoster.width} height={heroPoster.height} alt={hero.portraitAlt} fetchPriority="low" />
      </SceneSlot>
      <RollCall minister={minister} />
    </>
  ) : (
    <CabinetSeats spotlight={minister} />
  );
}
