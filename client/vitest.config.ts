import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  // Style sheets stay empty in tests, except when a test reads one as text (?raw: the tokens guard).
  test: { name: 'client', include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'], environment: 'happy-dom', passWithNoTests: true, css: { include: [/\?raw$/] } },
});
