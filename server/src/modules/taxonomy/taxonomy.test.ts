import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, TAXONOMY_KINDS, type TaxonomyItem } from '@crashpad/sync';
import { signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEFAULT_HOUSE_RULES, DEFAULT_TAXONOMY } from './default-taxonomy.js';
import { taxonomyRepo } from './taxonomy-repo.js';

let server: TestServer;
let admin: string;
let user: string;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  const a = await signUp(server);
  await server.context.store.collection('users').updateOne({ _id: a.user.id }, { $set: { is_admin: true } });
  admin = a.token;
  user = (await signUp(server)).token;
});
afterAll(() => server.close());

const names = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)`, es: `${en} (es)`, pt: `${en} (pt)` });
type List = { data: TaxonomyItem[] };

describe('taxonomy lists', () => {
  it('seeds the defaults in every language, even without demo data, and names them in the request language', async () => {
    for (const kind of TAXONOMY_KINDS) {
      const en = await server.api<List>('GET', `/${kind}`);
      expect(en.status).toBe(200);
      expect(en.body.data.map((i) => i.id)).toEqual(DEFAULT_TAXONOMY[kind].map((i) => i.id));
      for (const item of en.body.data) for (const l of LANGUAGES) expect(item.names[l], `${kind}/${item.id}/${l}`).toBeTruthy();
    }
    const de = await server.api<List>('GET', '/amenities', { locale: 'de' });
    expect(de.body.data.find((i) => i.id === 'parking')?.name).toBe('Kostenloser Parkplatz');
    const rules = await server.api<List>('GET', '/house-rule', { locale: 'fr' });
    expect(rules.body.data).toHaveLength(DEFAULT_HOUSE_RULES.length);
    expect(rules.body.data[1]?.name).toBe('Il est interdit de fumer ou de vapoter dans la maison.');
  });

  it('seeds once per store: a deleted default does not come back on the next start', async () => {
    const repo = taxonomyRepo(server.context.store, 'places');
    expect((await server.api('DELETE', '/places/gym', { token: admin })).status).toBe(200);
    await repo.seedOnce(DEFAULT_TAXONOMY.places, new Date().toISOString());
    expect((await repo.list()).some((d) => d._id === 'gym')).toBe(false);
  });
});

describe('admin edits', () => {
  it('creates, renames and deletes an item on each list', async () => {
    for (const kind of TAXONOMY_KINDS) {
      const created = await server.api<{ data: TaxonomyItem }>('POST', `/${kind}`, { token: admin, locale: 'es', body: { names: names('Rooftop') } });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ name: 'Rooftop (es)', names: names('Rooftop') });
      const id = created.body.data.id;
      expect((await server.api<List>('GET', `/${kind}`)).body.data.at(-1)?.id).toBe(id);
      const renamed = await server.api<{ data: TaxonomyItem }>('PATCH', `/${kind}/${id}`, { token: admin, body: { names: names('Roof deck') } });
      expect(renamed.body.data.name).toBe('Roof deck');
      expect((await server.api('DELETE', `/${kind}/${id}`, { token: admin })).status).toBe(200);
      expect((await server.api<List>('GET', `/${kind}`)).body.data.some((i) => i.id === id)).toBe(false);
      expect((await server.api('DELETE', `/${kind}/${id}`, { token: admin })).status).toBe(404);
      expect((await server.api('PATCH', `/${kind}/${id}`, { token: admin, body: { names: names('x') } })).status).toBe(404);
    }
  });

  it('requires the English name and refuses unknown keys', async () => {
    const missing = await server.api('POST', '/amenities', { token: admin, body: { names: { ...names('Sauna'), en: ' ' } } });
    expect(missing).toMatchObject({ status: 422, body: { message: 'Please enter the English name.' } });
    expect((await server.api('POST', '/amenities', { token: admin, body: { names: { de: 'Sauna' } } })).status).toBe(422);
    expect((await server.api('POST', '/amenities', { token: admin, body: { names: { en: 'Sauna', de: 5 } } })).status).toBe(422);
    expect((await server.api('POST', '/amenities', { token: admin, body: { names: { ...names('Sauna'), th: 'x' } } })).status).toBe(422);
    expect((await server.api('POST', '/amenities', { token: admin, body: { names: names('Sauna'), id: 'wifi' } })).status).toBe(422);
  });

  it('stores blank translations as absent, so they follow a later English rename', async () => {
    const created = await server.api<{ data: TaxonomyItem }>('POST', '/amenities', { token: admin, body: { names: { en: 'Sauna', de: 'Sauna (de)', fr: '  ', es: '' } } });
    expect(created.status).toBe(201);
    expect(created.body.data.names).toEqual({ en: 'Sauna', de: 'Sauna (de)' });
    const id = created.body.data.id;
    await server.api('PATCH', `/amenities/${id}`, { token: admin, body: { names: { en: 'Steam sauna', de: 'Sauna (de)' } } });
    const inFrench = await server.api<List>('GET', '/amenities', { locale: 'fr' });
    expect(inFrench.body.data.find((i) => i.id === id)).toMatchObject({ name: 'Steam sauna', names: { en: 'Steam sauna', de: 'Sauna (de)' } });
    expect(inFrench.body.data.find((i) => i.id === id)?.names).not.toHaveProperty('fr');
    const inGerman = await server.api<List>('GET', '/amenities', { locale: 'de' });
    expect(inGerman.body.data.find((i) => i.id === id)?.name).toBe('Sauna (de)');
  });

  it('refuses writes from visitors and non-admins', async () => {
    for (const kind of TAXONOMY_KINDS) {
      expect((await server.api('POST', `/${kind}`, { body: { names: names('x') } })).status).toBe(401);
      expect((await server.api('POST', `/${kind}`, { token: user, body: { names: names('x') } })).status).toBe(403);
      expect((await server.api('PATCH', `/${kind}/wifi`, { token: user, body: { names: names('x') } })).status).toBe(403);
      expect((await server.api('DELETE', `/${kind}/wifi`, { token: user })).status).toBe(403);
    }
    expect((await server.api<List>('GET', '/amenities')).body.data.find((i) => i.id === 'wifi')?.name).toBe('Wi-Fi');
  });
});
