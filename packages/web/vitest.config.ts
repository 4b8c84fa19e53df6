import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { shared } from '../../vitest.shared';

/** Component tests in jsdom (the end-to-end suite has its own config). */
export default mergeConfig(
  shared,
  defineConfig({
    plugins: [react()],
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./test/setup-dom.ts'],
    },
  }),
);
