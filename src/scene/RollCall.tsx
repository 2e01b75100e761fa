import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import { cabinet } from '../content/cabinet';
import { MinisterFigure, MinisterFraming } from './Minister';

/**
 * The stage screen's roll call: one view holding all four ministers, showing
 * the one its DOM slot names in `data-minister`. Switching is a visibility
 * flag, so a show that runs for hours allocates nothing per beat.
 */
export function RollCall({ slot, trackPointer, still }: { slot: HTMLElement; trackPointer: boolean; still: boolean }) {
  const figures = useRef<(Group | null)[]>([]);
  useFrame(() => {
    const id = slot.dataset.minister;
    cabinet.ministers.forEach((m, i) => {
      const figure = figures.current[i];
      if (figure) figure.visible = m.id === id;
    });
  });
  return (
    <>
      <MinisterFraming />
      {cabinet.ministers.map((m, i) => (
        <MinisterFigure
          key={m.id}
          ref={(g) => {
            figures.current[i] = g;
          }}
          minister={m}
          index={i}
          trackPointer={trackPointer}
          still={still}
        />
      ))}
    </>
  );
}
