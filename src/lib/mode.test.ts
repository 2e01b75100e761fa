import { describe, expect, it } from 'vitest';
import { decideMode, isSoftwareRenderer, modeForCapabilities, needsProbe, parseMode, parseModeReason, type Capabilities } from './mode';

const capable: Capabilities = { webgl2: true, workerCanvas: true, workerWebgl: true, renderer: 'ANGLE (NVIDIA GeForce RTX 4070)', saveData: false, deviceMemory: 8, cores: 8 };

describe('software renderers', () => {
  it.each([
    'Google SwiftShader',
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)))',
    'llvmpipe (LLVM 15.0.7, 256 bits)',
    'Software Rasterizer',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
  ])(
    '%s is software',
    (name) => expect(isSoftwareRenderer(name)).toBe(true),
  );
  it('a real GPU or an unknown renderer is not', () => {
    expect(isSoftwareRenderer('Apple M2')).toBe(false);
    expect(isSoftwareRenderer(null)).toBe(false);
  });
});

describe('modeForCapabilities', () => {
  it('is full only where every condition holds', () => {
    expect(modeForCapabilities(capable).mode).toBe('full');
    expect(modeForCapabilities({ ...capable, deviceMemory: null }).mode).toBe('full');
    expect(modeForCapabilities({ ...capable, deviceMemory: 4 }).mode).toBe('full');
    expect(modeForCapabilities({ ...capable, cores: null }).mode).toBe('full');
    expect(modeForCapabilities({ ...capable, cores: 4 }).mode).toBe('full');
  });
  it.each([
    [{ webgl2: false }, 'noWebgl2'],
    [{ workerCanvas: false }, 'noWorkerCanvas'],
    [{ workerWebgl: false }, 'noWorkerWebgl'],
    [{ renderer: 'SwiftShader' }, 'softwareRendering'],
    [{ saveData: true }, 'saveData'],
    [{ deviceMemory: 2 }, 'lowMemory'],
    [{ cores: 2 }, 'fewCores'],
  ] as const)('falls back to lite: %o', (patch, reason) => {
    expect(modeForCapabilities({ ...capable, ...patch })).toEqual({ mode: 'lite', reason });
  });
});

describe('decideMode', () => {
  it('lets the URL win over a stored choice and the device, and marks it forced', () => {
    expect(decideMode({ urlMode: 'full', storedMode: 'lite', capabilities: { ...capable, webgl2: false } })).toEqual({
      mode: 'full',
      reason: 'address',
      forced: true,
    });
  });
  it('remembers the visitor choice over the device', () => {
    expect(decideMode({ urlMode: null, storedMode: 'lite', capabilities: capable }).mode).toBe('lite');
  });
  it('asks the device last, and stays lite until it is measured', () => {
    expect(decideMode({ urlMode: null, storedMode: null, capabilities: capable }).mode).toBe('full');
    expect(decideMode({ urlMode: null, storedMode: null, capabilities: null }).mode).toBe('lite');
  });
  it('remembers, for the tab, a scene that could not run: over a stored choice, never over the address', () => {
    const failed = 'noWorkerWebgl';
    expect(decideMode({ urlMode: null, storedMode: 'full', capabilities: capable, sceneFailed: failed })).toEqual({ mode: 'lite', reason: failed, forced: false });
    expect(decideMode({ urlMode: null, storedMode: null, capabilities: capable, sceneFailed: failed }).mode).toBe('lite');
    expect(decideMode({ urlMode: 'full', storedMode: null, capabilities: capable, sceneFailed: failed }).mode).toBe('full');
  });
  it('a frame rate too low earlier in the tab outranks the device, not the visitor choosing full', () => {
    expect(decideMode({ urlMode: null, storedMode: null, capabilities: capable, downgraded: true })).toEqual({ mode: 'lite', reason: 'lowFrameRate', forced: false });
    expect(decideMode({ urlMode: null, storedMode: 'full', capabilities: capable, downgraded: true }).mode).toBe('full');
  });
  it('a remembered choice of full gives way to a browser that cannot run the scene at all, not to a slow one', () => {
    const full = { urlMode: null, storedMode: 'full' } as const;
    expect(decideMode({ ...full, capabilities: { ...capable, workerWebgl: false } })).toEqual({ mode: 'lite', reason: 'noWorkerWebgl', forced: false });
    expect(decideMode({ ...full, capabilities: { ...capable, webgl2: false } }).reason).toBe('noWebgl2');
    expect(decideMode({ ...full, capabilities: { ...capable, workerCanvas: false } }).reason).toBe('noWorkerCanvas');
    for (const slow of [{ renderer: 'SwiftShader' }, { cores: 2 }, { deviceMemory: 2 }, { saveData: true }]) {
      expect(decideMode({ ...full, capabilities: { ...capable, ...slow } })).toEqual({ mode: 'full', reason: 'choice', forced: false });
    }
    expect(decideMode({ ...full, capabilities: { ...capable, workerWebgl: false }, downgraded: true }).mode).toBe('lite');
  });
  it('probes the device wherever the scene could be asked for, a remembered choice of full included', () => {
    expect(needsProbe({ urlMode: null, storedMode: null })).toBe(true);
    expect(needsProbe({ urlMode: null, storedMode: 'full' })).toBe(true);
    expect(needsProbe({ urlMode: null, storedMode: 'full', downgraded: true })).toBe(true);
    expect(needsProbe({ urlMode: null, storedMode: null, downgraded: true })).toBe(false);
    expect(needsProbe({ urlMode: null, storedMode: 'lite' })).toBe(false);
    expect(needsProbe({ urlMode: 'full', storedMode: null })).toBe(false);
    expect(needsProbe({ urlMode: null, storedMode: 'full', sceneFailed: 'noWorkerWebgl' })).toBe(false);
  });
  it('decides by codes, never by the words shown for them', () => {
    expect(decideMode({ urlMode: null, storedMode: 'lite', capabilities: capable }).reason).toBe('choice');
    expect(decideMode({ urlMode: null, storedMode: null, capabilities: null }).reason).toBe('notMeasured');
    expect(modeForCapabilities(capable).reason).toBe('capable');
  });
  it('reads back only a known code, so a stored word or a stranger value is no reason', () => {
    expect(parseModeReason('noWorkerWebgl')).toBe('noWorkerWebgl');
    expect(parseModeReason('no WebGL in a worker')).toBeNull();
    expect(parseModeReason('toString')).toBeNull();
    expect(parseModeReason(null)).toBeNull();
  });
  it('parses only the two known values', () => {
    expect(parseMode('full')).toBe('full');
    expect(parseMode('lite')).toBe('lite');
    expect(parseMode('FULL')).toBeNull();
    expect(parseMode('<script>')).toBeNull();
    expect(parseMode(null)).toBeNull();
  });
});
