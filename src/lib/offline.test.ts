import { describe, expect, it } from 'vitest';
import { isKeepShowOffline, keepShowOfflineMessage } from './offline';

describe('isKeepShowOffline', () => {
  it('knows the show’s request', () => {
    expect(isKeepShowOffline(keepShowOfflineMessage)).toBe(true);
    expect(isKeepShowOffline(structuredClone(keepShowOfflineMessage))).toBe(true);
  });
  it('answers anything else calmly with no', () => {
    for (const data of [null, undefined, 'chipc:keep-show-offline', 42, {}, { type: 'other' }, { type: null }, []]) expect(isKeepShowOffline(data)).toBe(false);
  });
});
