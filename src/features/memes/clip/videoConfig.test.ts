import { afterEach, describe, expect, it, vi } from 'vitest';

/** The probe as a fresh page has it: mediabunny keeps each answer for the page's life. */
async function firstVideoFormat() {
  vi.resetModules();
  return (await import('./videoConfig')).firstVideoFormat();
}

/** A browser whose encoder takes the codec strings `takes` accepts, recording every configuration asked. */
function browser(takes: (codec: string) => boolean) {
  const asked: VideoEncoderConfig[] = [];
  vi.stubGlobal('VideoEncoder', Object.assign(function VideoEncoder() {}, {
    isConfigSupported: (config: VideoEncoderConfig) => {
      asked.push(config);
      return Promise.resolve({ supported: takes(config.codec), config });
    },
  }));
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('firstVideoFormat', () => {
  it('asks about the H.264 the clip is encoded in (High profile, at each shape’s size), not a Baseline stand-in', async () => {
    const asked = browser(() => true);
    expect(await firstVideoFormat()).toBe('mp4');
    const avc = asked.filter((c) => c.codec.startsWith('avc1.'));
    expect(avc.length).toBeGreaterThanOrEqual(2);
    for (const config of avc) expect(config.codec).toMatch(/^avc1\.6400[0-9a-f]{2}$/);
    expect(new Set(avc.map((c) => `${c.width}×${c.height}`)).size).toBe(2);
  });

  it('falls through to WebM where that H.264 is refused (a browser with Baseline alone), and to the GIF where VP9 is too', async () => {
    browser((codec) => codec.startsWith('avc1.42') || codec.startsWith('vp09.'));
    expect(await firstVideoFormat()).toBe('webm');
    browser((codec) => codec.startsWith('avc1.42'));
    expect(await firstVideoFormat()).toBeNull();
  });

  it('offers no video where the browser has no encoder', async () => {
    vi.stubGlobal('VideoEncoder', undefined);
    expect(await firstVideoFormat()).toBeNull();
  });
});
