import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicUser } from '../../tests/web/builders';
import { jsonResponse, signInAs } from '../../tests/web/session';
import { createAuthProvider, SESSION_CHECK_TIMEOUT_MS } from './authProvider';
import { getStoredUser, getToken } from './session';

afterEach(() => {
  vi.useRealTimers();
});

describe('authProvider.login', () => {
  it('stores the token and the user of a successful login', async () => {
    const user = buildPublicUser({ role: 'admin' });
    const fetchMock = vi.fn(async () => jsonResponse(200, { token: 'jwt', user }));
    const provider = createAuthProvider({ fetch: fetchMock });
    await provider.login({ email: ' Admin@Loja.com.br ', password: 'segredo' });
    expect(getToken()).toBe('jwt');
    expect(getStoredUser()).toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'admin@loja.com.br', password: 'segredo' }),
      }),
    );
  });

  it("rejects with the server's message on wrong credentials", async () => {
    const provider = createAuthProvider({
      fetch: async () =>
        jsonResponse(401, { error: 'invalid_credentials', message: 'Credenciais inválidas' }),
    });
    const error = await provider
      .login({ email: 'a@b.com', password: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: '401: Credenciais inválidas' });
    expect(getToken()).toBeNull();
  });
});

describe('authProvider.checkAuth (spec 2 §4)', () => {
  it('rejects at once without a stored token', async () => {
    const fetchMock = vi.fn();
    await expect(createAuthProvider({ fetch: fetchMock }).checkAuth({})).rejects.toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies the token with GET /api/auth/me and refreshes the stored user', async () => {
    const user = signInAs('vendedor');
    const promoted = { ...user, role: 'admin' as const };
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse(200, { user: promoted }),
    );
    await createAuthProvider({ fetch: fetchMock }).checkAuth({});
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(getStoredUser()?.role).toBe('admin');
  });

  it('refreshes the rest of the stored user when the same person keeps the same role', async () => {
    const user = signInAs('vendedor');
    const renamed = { ...user, name: 'Novo Nome' };
    await createAuthProvider({ fetch: async () => jsonResponse(200, { user: renamed }) }).checkAuth({});
    // Access is drawn from the role, which did not change: the name may follow the schemas' load.
    await vi.waitFor(() => expect(getStoredUser()?.name).toBe('Novo Nome'));
    expect(getStoredUser()?.role).toBe('vendedor');
  });

  it('asks the server once when a second check comes while the first is under way', async () => {
    const user = signInAs('admin');
    const fetchMock = vi.fn(async () => jsonResponse(200, { user }));
    const provider = createAuthProvider({ fetch: fetchMock });
    await Promise.all([provider.checkAuth({}), provider.checkAuth({})]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])('logs out when the server answers %i', async (status) => {
    signInAs('admin');
    const provider = createAuthProvider({
      fetch: async () => jsonResponse(status, { error: 'x', message: 'y' }),
    });
    await expect(provider.checkAuth({})).rejects.toBeDefined();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('keeps the local session on other HTTP errors', async () => {
    signInAs('admin');
    await expect(
      createAuthProvider({ fetch: async () => jsonResponse(500, {}) }).checkAuth({}),
    ).resolves.toBeUndefined();
    expect(getToken()).toBe('test-token');
  });

  it('keeps the local session on a network error', async () => {
    signInAs('vendedor');
    const provider = createAuthProvider({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(getToken()).toBe('test-token');
  });

  it('gives up after 10 s and keeps the local session', async () => {
    vi.useFakeTimers();
    signInAs('vendedor');
    let aborted = false;
    const hangingFetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    const check = createAuthProvider({ fetch: hangingFetch }).checkAuth({});
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(check).resolves.toBeUndefined();
    expect(aborted).toBe(true);
    expect(getToken()).toBe('test-token');
  });

  it('does not ask the server again right after a successful check', async () => {
    const user = signInAs('admin');
    const fetchMock = vi.fn(async () => jsonResponse(200, { user }));
    const provider = createAuthProvider({ fetch: fetchMock });
    await provider.checkAuth({});
    await provider.checkAuth({});
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('authProvider session helpers', () => {
  it('checkError clears the token and rejects on a 401, and lets a 403 through', async () => {
    signInAs('vendedor');
    const provider = createAuthProvider({ fetch: async () => jsonResponse(200, {}) });
    await expect(provider.checkError(new HttpError('403: Acesso negado', 403))).resolves.toBeUndefined();
    expect(getToken()).toBe('test-token');
    await expect(provider.checkError(new HttpError('401: Sessão expirada', 401))).rejects.toBeDefined();
    expect(getToken()).toBeNull();
  });

  it('checkError leaves a refusal that comes after the session ended to whoever ended it: no second sign-out', async () => {
    signInAs('admin');
    const provider = createAuthProvider({ fetch: async () => jsonResponse(200, {}) });
    await expect(provider.checkError(new HttpError('401: Sessão expirada', 401))).rejects.toEqual({
      message: false,
    });
    await expect(provider.checkError(new HttpError('401: Sessão expirada', 401))).rejects.toEqual({
      message: false,
      logoutUser: false,
    });
  });

  it('reads identity, permissions and access from the stored user; logout clears it', async () => {
    const user = signInAs('vendedor', { firstName: 'Bruno', lastName: 'Lima', name: 'Bruno Lima' });
    const provider = createAuthProvider({ fetch: async () => jsonResponse(200, {}) });
    await expect(provider.getIdentity?.()).resolves.toMatchObject({ id: user.id, fullName: 'Bruno Lima' });
    await expect(provider.getPermissions?.({})).resolves.toBe('vendedor');
    await expect(provider.canAccess?.({ resource: 'master', action: 'list' })).resolves.toBe(false);
    await expect(provider.canAccess?.({ resource: 'leads', action: 'list' })).resolves.toBe(true);
    await provider.logout({});
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
});
