import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInAs } from '../../../tests/web/session';
import { queryClient } from '../../providers/queryClient';
import { getToken, TOKEN_KEY } from '../../providers/session';
import { KanbanPage } from '../kanban';
import { preloadPageFor } from '../preload';
import { InboxPage } from '.';

/** What a full load asks the server before the app renders (src/main.tsx → preloadPageFor). */
const callsMade = (answer: (path: string) => Response) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      return answer(url.pathname);
    }),
  );
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

describe('the full load of the inbox and the board', () => {
  it("asks the inbox's first page, of the address's instance, on a full load", async () => {
    const user = signInAs('admin');
    const calls = callsMade((path) =>
      path === '/api/auth/me'
        ? jsonResponse(200, { user })
        : jsonResponse(200, { conversations: [], hasMore: false }),
    );
    preloadPageFor('/whatsapp', [InboxPage], '?instance=i1&conversation=c9');
    await vi.waitFor(() =>
      expect(calls).toEqual(['/api/auth/me', '/api/conversations?page=1&limit=20&instanceId=i1']),
    );
  });

  it("asks the board's leads on a full load", async () => {
    const user = signInAs('admin');
    // Another session than the test above's, which the auth provider remembers as verified.
    localStorage.setItem(TOKEN_KEY, 'board-token');
    const calls = callsMade((path) =>
      path === '/api/auth/me' ? jsonResponse(200, { user }) : jsonResponse(200, { leads: [] }),
    );
    preloadPageFor('/kanban', [KanbanPage]);
    await vi.waitFor(() => expect(calls).toEqual(['/api/auth/me', '/api/leads/all']));
  });

  it('on a stale session the check ends it; the list refused beside it is not asked again', async () => {
    signInAs('admin');
    localStorage.setItem(TOKEN_KEY, 'expired-token');
    const calls = callsMade(() => jsonResponse(401, { error: 'unauthorized', message: 'Sessão expirada' }));
    preloadPageFor('/whatsapp', [InboxPage]);
    await vi.waitFor(() => expect(getToken()).toBeNull());
    await new Promise((done) => setTimeout(done, 50));
    expect(calls).toEqual(['/api/auth/me', '/api/conversations?page=1&limit=20']);
  });
});
