import type { SceneSlotEntry } from '../../bridge/slots';
import type { SlotMeta } from '../protocol';

/** A slot as the worker is told of it when the slots change: what it asks for, without its element. */
export const metaOf = ({ id, kind, moment, minister, lit }: SceneSlotEntry): SlotMeta => ({ id, kind, moment, minister, lit });
