import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../tests/web/session';
import { createFakeSettingsServer } from '../../tests/web/settings/fakeSettingsServer';
import { i18nProvider } from '../providers/i18nProvider';
import { IdleSessionGuard } from './IdleSessionGuard';

afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

describe('IdleSessionGuard', () => {
  it('warns one minute before the timeout, then signs the idle user out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs('admin');
    const server = createFakeSettingsServer();
    vi.stubGlobal('fetch', server.fetch);
    const logout = vi.fn(async () => undefined);
    render(
      <TestMemoryRouter>
        <AdminContext
          i18nProvider={i18nProvider}
          store={memoryStore()}
          authProvider={{
            login: async () => undefined,
            logout,
            checkAuth: async () => undefined,
            checkError: async () => undefined,
            getPermissions: async () => undefined,
          }}
        >
          <IdleSessionGuard />
        </AdminContext>
      </TestMemoryRouter>,
    );
    // The organization's default timeout: 30 minutes.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(28 * MINUTE);
    });
    expect(screen.queryByText('Sessão prestes a expirar')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MINUTE + 2000);
    });
    expect(screen.getByText('Sessão prestes a expirar')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MINUTE);
    });
    expect(logout).toHaveBeenCalled();
  });
});
