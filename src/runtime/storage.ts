/**
 * Web storage that never throws: blocked in privacy modes, sandboxed frames
 * and some kiosks, full at times, absent while prerendering. `storage` is a
 * function because merely reading `localStorage` can throw.
 */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes `value`; false if the storage refused (the caller then knows nothing will survive a reload). */
export function writeStorage(storage: () => Storage, key: string, value: string): boolean {
  try {
    storage().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`, where the storage lets it. */
export function removeStorage(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing was kept there to forget.
  }
}
