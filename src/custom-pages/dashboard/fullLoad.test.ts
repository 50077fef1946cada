import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInAs } from '../../../tests/web/session';
import { queryClient } from '../../providers/queryClient';
import { getToken, TOKEN_KEY } from '../../providers/session';
import { preloadPageFor } from '../preload';
import { DashboardPage } from '.';

/** What a full load of `/` asks the server before the app renders (src/main.tsx → preloadPageFor). */
const pathsAsked = (answer: (path: string) => Response) => {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      paths.push(path);
      return answer(path);
    }),
  );
  return paths;
};

const settle = () => new Promise((done) => setTimeout(done, 50));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe("the dashboard's full load", () => {
  it('asks for the figures and the instances once the session check answers', async () => {
    const user = signInAs('admin');
    const paths = pathsAsked((path) =>
      path === '/api/auth/me'
        ? jsonResponse(200, { user })
        : jsonResponse(200, [], { 'Content-Range': 'instances 0-0/0' }),
    );
    preloadPageFor('/', [DashboardPage]);
    await vi.waitFor(() => expect(paths).toEqual(['/api/auth/me', '/api/stats', '/api/instances']));
  });

  it('on a stale session asks for nothing else, and the session ends the usual way (the landing page at /)', async () => {
    signInAs('admin');
    localStorage.setItem(TOKEN_KEY, 'expired-token');
    const paths = pathsAsked(() => jsonResponse(401, { error: 'unauthorized', message: 'Sessão expirada' }));
    preloadPageFor('/', [DashboardPage]);
    await vi.waitFor(() => expect(paths).toContain('/api/auth/me'));
    await settle();
    expect(paths).toEqual(['/api/auth/me']);
    expect(getToken()).toBeNull();
  });
});
