import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Pure logic runs in Node; the few tests of DOM parts ask for jsdom in their first line.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.mjs'],
    setupFiles: ['src/test-setup.ts'],
  },
});
