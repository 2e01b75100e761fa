import { View } from '@react-three/drei';
import { useState } from 'react';
import type { SceneSlotEntry } from '../bridge/slots';
import { cabinet } from '../content/cabinet';
import { Character } from './Character';
import { Minister } from './Minister';
import { RollCall } from './RollCall';

/** Each minister with their place in the cabinet (which sets their idle rhythm and rising order). */
const MINISTERS = new Map(cabinet.ministers.map((m, i) => [m.id, { m, i }]));

/** What a slot shows: the Chancellor, a minister's portrait, or the show's roll call. */
function SlotContent({ slot, trackPointer, still }: { slot: SceneSlotEntry; trackPointer: boolean; still: boolean }) {
  if (slot.kind === 'rollcall') return <RollCall minister={slot.minister} trackPointer={trackPointer} still={still} />;
  const entry = slot.kind === 'minister' && slot.minister ? MINISTERS.get(slot.minister) : undefined;
  if (entry) return <Minister minister={entry.m} index={entry.i} trackPointer={trackPointer} still={still} />;
  return <Character trackPointer={trackPointer} still={still} />;
}

/** A drei View drawing a slot's content into the slot's place on the page. */
export function SlotView({ slot, index, trackPointer, still }: { slot: SceneSlotEntry; index: number; trackPointer: boolean; still: boolean }) {
  // drei's View follows a ref; one per slot, made once for the slot's life.
  const [track] = useState(() => ({ current: slot.element }));
  return (
    <View track={track} index={index}>
      <SlotContent slot={slot} trackPointer={trackPointer} still={still} />
    </View>
  );
}

