import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInAs } from '../../../tests/web/session';
import { queryClient } from '../../providers/queryClient';
import { getToken, TOKEN_KEY } from '../../providers/session';
import { preloadPageFor } from '../preload';
import { DashboardPage } from '.';

/** What a full load of `/` asks the server before the app renders (src/main.tsx → preloadPageFor). */
const pathsAsked = (answer: (path: string) => Response | Promise<Response>) => {
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
  it('asks for the figures and the instances beside the session check, not after it', async () => {
    const user = signInAs('admin');
    let answerCheck: (response: Response) => void = () => {};
    const paths = pathsAsked((path) =>
      path === '/api/auth/me'
        ? new Promise<Response>((resolve) => (answerCheck = resolve))
        : jsonResponse(200, [], { 'Content-Range': 'instances 0-0/0' }),
    );
    preloadPageFor('/', [DashboardPage]);
    // The check has not answered yet: the data is already asked.
    await vi.waitFor(() => expect(paths).toEqual(['/api/auth/me', '/api/stats', '/api/instances']));
    answerCheck(jsonResponse(200, { user }));
  });

  it('on a stale session the check ends it; the data refused beside it is not asked again', async () => {
    // The landing page at / after it: tests/e2e/foundation.test.ts; the http client leaving the
    // data's 401 to the check: src/providers/httpClient.test.ts.
    signInAs('admin');
    localStorage.setItem(TOKEN_KEY, 'expired-token');
    const paths = pathsAsked(() => jsonResponse(401, { error: 'unauthorized', message: 'Sessão expirada' }));
    preloadPageFor('/', [DashboardPage]);
    await vi.waitFor(() => expect(getToken()).toBeNull());
    await settle();
    expect(paths).toEqual(['/api/auth/me', '/api/stats', '/api/instances']);
  });
});
