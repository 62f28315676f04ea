import { Router } from '@koa/router';
import { describe, expect, it } from 'vitest';
import { rememberRouteMatches } from './route-match-memo.js';

const ok = () => undefined;

/** A router with static, parameterised and overlapping routes, as the API has. */
function sampleRouter(): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/user', ok);
  router.get('/user/public/:id', ok);
  router.get('/user/:id', ok);
  router.post('/user/:id', ok);
  router.put('/crashpads/:id', ok);
  router.get('/airports/:prefix/listings', ok);
  return router;
}
const summary = (r: ReturnType<Router['match']>) => ({ route: r.route, path: r.path.map((l) => l.path), pathAndMethod: r.pathAndMethod.map((l) => l.path) });

describe('remembered route matches', () => {
  const requests: [string, string][] = [
    ['/api/user', 'GET'], ['/api/user/public/01ABC', 'GET'], ['/api/user/01ABC', 'POST'], ['/api/user/01ABC', 'DELETE'],
    ['/api/crashpads/9', 'PUT'], ['/api/airports/den/listings', 'GET'], ['/api/nothing', 'GET'], ['/elsewhere', 'GET'], ['/api/user', 'HEAD'],
  ];

  it('answers exactly what the router matches, the first time and every time after', () => {
    const plain = sampleRouter();
    const remembering = sampleRouter();
    rememberRouteMatches(remembering);
    for (let round = 0; round < 3; round += 1) {
      for (const [path, method] of requests) {
        expect(summary(remembering.match(path, method)), `${method} ${path}`).toEqual(summary(plain.match(path, method)));
      }
    }
  });

  it('hands every request its own layer lists, so appending to one changes no later match', () => {
    const router = sampleRouter();
    rememberRouteMatches(router);
    const first = router.match('/api/user', 'GET');
    first.path.push(first.path[0]!);
    first.pathAndMethod.length = 0;
    const second = router.match('/api/user', 'GET');
    expect(second.path).toHaveLength(1);
    expect(second.pathAndMethod).toHaveLength(1);
  });

  it('keeps a bounded number of pairs and still answers right for forgotten ones', () => {
    const plain = sampleRouter();
    const router = sampleRouter();
    const calls: string[] = [];
    const original = router.match.bind(router);
    router.match = (path, method) => {
      calls.push(`${method} ${path}`);
      return original(path, method);
    };
    rememberRouteMatches(router, 2);
    router.match('/api/user/1', 'GET');
    router.match('/api/user/2', 'GET');
    router.match('/api/user/1', 'GET'); // remembered; 1 is now the most recent
    router.match('/api/user/3', 'GET'); // forgets 2
    router.match('/api/user/1', 'GET');
    expect(summary(router.match('/api/user/2', 'GET'))).toEqual(summary(plain.match('/api/user/2', 'GET')));
    expect(calls).toEqual(['GET /api/user/1', 'GET /api/user/2', 'GET /api/user/3', 'GET /api/user/2']);
  });
});
