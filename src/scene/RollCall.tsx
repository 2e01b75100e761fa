import { cabinet } from '../content/cabinet';
import { MinisterFigure, MinisterFraming } from './Minister';

/**
 * The show's roll call: one view holding all four ministers, showing the one
 * its slot names. Switching is a visibility flag, so a show that runs for
 * hours builds nothing per beat.
 */
export function RollCall({ minister, trackPointer, still }: { minister: string | null; trackPointer: boolean; still: boolean }) {
  return (
    <>
      <MinisterFraming />
      {cabinet.ministers.map((m, i) => (
        <MinisterFigure key={m.id} visible={m.id === minister} minister={m} index={i} trackPointer={trackPointer} still={still} />
      ))}
    </>
  );
}
