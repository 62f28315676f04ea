import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from './test-support/accounts-factory.js';
import { startTestServer } from './test-support/test-server.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded store on disk only (the server-on-mongodb vitest project leaves this file out).
describe('restarting the app over its DATA_DIR', () => {
  it('starts again and reads back visitor text holding U+2028, U+2029, U+0085, NUL, U+FFFF and astral characters exactly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crashpad-restart-'));
    dirs.push(dataDir);
    const first = await startTestServer({ dataDir });
    // Besides the separators: NUL, U+FFFF, an astral character and a lone surrogate (read as U+FFFD, http/well-formed-text.ts).
    const contact = { name: 'Sam\u0085Pilot', email: 'sam@example.com', subject: 'Line\u2029break', message_content: 'a\u2028b\u0000c\uffff\u{1d518}\ud800' };
    expect((await first.api('POST', '/contact', { body: contact })).status).toBe(201);
    const { token, user } = await signUp(first, { first_name: 'Ada\u2029Marie', display_name: 'Ada\u2028L' });
    const update = await first.api<{ user: { display_name: string } }>('POST', '/account/user/update', {
      token,
      body: { first_name: 'Ada\u2029Marie', last_name: 'Love\u2028lace', birthdate_year: 1990, birthdate_month: 12, birthdate_day: 10, display_name: 'Ada\u2028\u2029L' },
    });
    expect(update.status).toBe(200);
    await first.close();

    // Raw separators would have been split into torn lines by the loader.
    for (const file of readdirSync(join(dataDir, 'db'))) {
      expect(readFileSync(join(dataDir, 'db', file), 'utf8'), file).not.toMatch(/[\u0085\u2028\u2029]/);
    }

    const second = await startTestServer({ dataDir });
    try {
      const me = await second.api<{ user: { display_name: string; first_name: string; last_name: string } }>('GET', '/user', { token });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ display_name: 'Ada\u2028\u2029L', first_name: 'Ada\u2029Marie', last_name: 'Love\u2028lace' });
      const stored = await second.context.store.collection('contact_messages').findOne({ email: 'sam@example.com' });
      expect(stored).toMatchObject({ name: 'Sam\u0085Pilot', subject: 'Line\u2029break', message_content: 'a\u2028b\u0000c\uffff\u{1d518}\ufffd' });
      expect((await second.api('GET', `/user/public/${user.id}`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
