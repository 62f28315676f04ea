import { noSuchObject } from '../errors.js';
import { allowOnly, expandPaths, list, str } from '../params.js';
import { route } from '../router.js';
export const eventRoutes = [
    route('GET', '/v1/events', ({ em, params, url }) => {
        allowOnly(params, ['type', 'types', 'limit', 'starting_after', 'ending_before', 'created', 'delivery_success']);
        const type = str(params, 'type');
        const types = (list(params, 'types') ?? []).filter((t) => typeof t === 'string');
        // `type` accepts a `*` wildcard (`invoice.*`), as Stripe's does.
        const matcher = type ? new RegExp(`^${type.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`) : null;
        const items = em.state.all('events').filter((e) => (!matcher || matcher.test(e.type)) && (types.length === 0 || types.includes(e.type)));
        return em.expand(em.page(items, params, url), expandPaths(params));
    }),
    route('GET', '/v1/events/:id', ({ em, path }) => {
        const event = em.state.get('events', path[0]);
        if (!event)
            throw noSuchObject('event', path[0]);
        return event;
    }),
];
