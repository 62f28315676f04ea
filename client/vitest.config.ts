import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  // Tests in the node environment (the build plugins') resolve through SSR rules: workspace
  // packages must resolve to their sources there too, as no build step runs before the tests.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  // Style sheets stay empty in tests, except when a test reads one as text (?raw: the tokens guard).
  test: { name: 'client', include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'], environment: 'happy-dom', passWithNoTests: true, css: { include: [/\?raw$/] } },
});
