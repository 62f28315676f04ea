import type { AnyRoute } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

/**
 * Every child of the root route, as the generated route tree sets them while it evaluates (just
 * before this module). Captured here because a router created later sets the root's children to
 * the first screens' routes again (route-trees.ts).
 */
export const allRoutes: readonly AnyRoute[] = [...(routeTree.children as unknown as AnyRoute[])];
