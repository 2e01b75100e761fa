import { readStorage, writeStorage } from '../../../runtime/storage';
import { newAudienceId, parseIdentity, type AudienceIdentity } from '../lib/showLink';

/** Kept per tab, so the window keeps its identity across its own reloads and the console keeps driving it. */
const IDENTITY_KEY = 'chipc-show-window';
const session = () => sessionStorage;

/** A new identity for this window, stored for its reloads (storage switched off: it lasts as long as the page). */
export function newIdentity(): AudienceIdentity {
  const identity = { id: newAudienceId(crypto.getRandomValues(new Uint8Array(8))), openedAt: Date.now() };
  writeStorage(session, IDENTITY_KEY, JSON.stringify(identity));
  return identity;
}

/** This window's identity: the stored one after a reload, else a new one. */
export const audienceIdentity = (): AudienceIdentity => parseIdentity(readStorage(session, IDENTITY_KEY)) ?? newIdentity();
