import { describe, expect, it } from 'vitest';
import { PublicUser } from '../../contract/users';
import { buildPublicUser } from '../../tests/web/builders';
import { getStoredUser, USER_KEY } from './session';

const store = (value: unknown) => localStorage.setItem(USER_KEY, JSON.stringify(value));

describe('getStoredUser', () => {
  it('reads the user a sign-in stored, with the fields of PublicUser only', () => {
    const user = buildPublicUser({ role: 'super_admin' });
    store({ ...user, instances: [], passwordHash: 'x' });
    expect(getStoredUser()).toEqual(user);
    expect(PublicUser.parse(getStoredUser())).toEqual(user);
  });

  it.each([
    ['no user', null],
    ['an unknown role', { ...buildPublicUser(), role: 'gerente' }],
    ['an id that is not a UUID', { ...buildPublicUser(), id: '42' }],
    ['a missing field', { ...buildPublicUser(), email: undefined }],
    ['a field of another type', { ...buildPublicUser(), name: 7 }],
    ['a list', [buildPublicUser()]],
  ])('answers null for %s, as the schema would reject it', (_case, value) => {
    store(value);
    expect(PublicUser.safeParse(value).success).toBe(false);
    expect(getStoredUser()).toBeNull();
  });

  it('answers null for a value that is not JSON', () => {
    localStorage.setItem(USER_KEY, '{"id":');
    expect(getStoredUser()).toBeNull();
  });
});
