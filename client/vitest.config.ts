import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'client', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', passWithNoTests: true },
});
