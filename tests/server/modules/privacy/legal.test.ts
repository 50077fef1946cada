import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalText } from '../../../../contract/privacy';
import {
  authHeader,
  createOrganization,
  createTestApp,
  createUser,
  login,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
let owner: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const org = (await createOrganization(t.db)).id;
  const ownerUser = await createUser(t.db, org, { role: 'super_admin' });
  owner = authHeader(await login(t.app, ownerUser.email, ownerUser.password));
  const adminUser = await createUser(t.db, org, { role: 'admin' });
  admin = authHeader(await login(t.app, adminUser.email, adminUser.password));
});
afterAll(() => t.close());

const read = (kind: string) => t.app.inject({ method: 'GET', url: `/api/legal/${kind}` });
const write = (kind: string, markdown: string, headers = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/master/legal/${kind}`, headers, payload: { markdown } });

describe('the legal texts', () => {
  it('are public and empty until the super admin publishes them', async () => {
    const response = await read('privacy');
    expect(response.statusCode).toBe(200);
    expect(response.json<LegalText>()).toEqual({ kind: 'privacy', markdown: '', updatedAt: null });
  });

  it('are written by the super admin alone, each text apart', async () => {
    expect((await write('terms', '# Termos', admin)).statusCode).toBe(403);
    expect((await write('terms', '# Termos\n\nUse com cuidado.')).statusCode).toBe(200);
    expect((await read('terms')).json<LegalText>().markdown).toBe('# Termos\n\nUse com cuidado.');
    expect((await read('privacy')).json<LegalText>().markdown).toBe('');
  });

  it('answer 400 for a text that does not exist', async () => {
    expect((await read('cookies')).statusCode).toBe(400);
  });
});
