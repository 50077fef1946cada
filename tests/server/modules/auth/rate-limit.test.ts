import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganization,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../helpers/app';

const LIMITED = {
  error: 'too_many_requests',
  message: 'Muitas tentativas de login. Aguarde um minuto e tente novamente.',
};

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
  const org = await createOrganization(t.db);
  user = await createUser(t.db, org.id);
});
afterAll(() => t.close());

const attempt = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('login rate limits', () => {
  it('limits one e-mail to 3 attempts a minute even when they come from different addresses', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt(user.email, 'errada', ip)).statusCode).toBe(401);
    }
    // The right password does not get through either: the limit is on attempts, not failures.
    const blocked = await attempt(user.email.toUpperCase(), user.password, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(LIMITED);
  });

  it('limits one address to 3 attempts a minute across e-mails', async () => {
    for (const n of [1, 2, 3]) {
      expect((await attempt(`alguem${n}@example.com`, 'errada', '10.0.1.1')).statusCode).toBe(401);
    }
    const blocked = await attempt('outra@example.com', 'errada', '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(LIMITED);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('leaves other e-mails and addresses alone', async () => {
    const response = await attempt('livre@example.com', 'errada', '10.0.2.1');
    expect(response.statusCode).toBe(401);
  });
});
