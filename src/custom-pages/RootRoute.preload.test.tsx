import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { createAuthProvider } from '../providers/authProvider';
import { HomePage } from './home';
import { RootRoute } from './RootRoute';

const neverAnswers: typeof fetch = () => new Promise<Response>(() => {});

describe('the / route while the session is checked', () => {
  it("starts loading Home's code with a stored session, before the check answers", async () => {
    const homeCode = vi.spyOn(HomePage, 'preload');
    signInAs('vendedor');
    renderWithAdmin(<RootRoute />, { authProvider: createAuthProvider({ fetch: neverAnswers }) });
    expect(await screen.findByText('Carregando...')).toBeVisible();
    expect(homeCode).toHaveBeenCalledTimes(1);
  });

  it("leaves Home's code alone for a visitor without a session", async () => {
    const homeCode = vi.spyOn(HomePage, 'preload');
    renderWithAdmin(<RootRoute />, { authProvider: createAuthProvider({ fetch: neverAnswers }) });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(homeCode).not.toHaveBeenCalled();
  });
});
