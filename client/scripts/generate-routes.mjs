// Writes src/routeTree.gen.ts from the file routes, as the Vite plugin does at build time,
// so `npm run typecheck` works on a fresh clone before any build (the file is git-ignored).
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }, root);
await new Generator({ config, root }).run();
