import { describe, expect, it } from 'vitest';
import { isDownloadFailure } from '../../lib/mode';
import { workerFailure } from './useSceneWorker';

describe('workerFailure', () => {
  it('a worker whose script did not arrive (no message) is a download failure, tried again later', () => {
    expect(isDownloadFailure(workerFailure({ message: '' }))).toBe(true);
  });

  it('a worker that loaded and threw while its code ran is the scene’s own failure, with its message', () => {
    const error = workerFailure({ message: 'Uncaught Error: WebGL is not available in this worker' });
    expect(isDownloadFailure(error)).toBe(false);
    expect(error.message).toBe('Uncaught Error: WebGL is not available in this worker');
  });
});
