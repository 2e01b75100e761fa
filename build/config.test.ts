import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import config from '../vite.config';

const resolve = () => (config as (env: ConfigEnv) => UserConfig)({ command: 'build', mode: 'production' });

describe('the build refuses a misconfigured token', () => {
  afterEach(() => {
    delete process.env.VITE_CONTRACT_ADDRESS;
    delete process.env.VITE_CHAT_URL;
  });

  it('a contract address with one wrong digit (or no checksum) fails, naming the checksum form', () => {
    process.env.VITE_CONTRACT_ADDRESS = '0x1234567890AbcdEF1234567890aBcdef12345679';
    expect(resolve).toThrow(/EIP-55/);
    process.env.VITE_CONTRACT_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
    expect(resolve).toThrow('0x1234567890AbcdEF1234567890aBcdef12345678');
  });

  it('the checksum form builds', () => {
    process.env.VITE_CONTRACT_ADDRESS = '0x1234567890AbcdEF1234567890aBcdef12345678';
    expect(resolve).not.toThrow();
  });

  it('a plain http link fails', () => {
    process.env.VITE_CHAT_URL = 'http://t.me/chipc';
    expect(resolve).toThrow(/https/);
  });
});
