import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The admin's logic (route decisions, permissions, totals, labels), tested beside the code in
// Node without a browser; Playwright keeps the flows.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: { include: ['src/**/*.spec.ts'], environment: 'node' },
  }),
);
