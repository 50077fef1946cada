import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { e2eInclude } from './tests/e2e/chromium';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: e2eInclude(),
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
