import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicUser } from '../../../tests/web/builders';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { clearSession, saveSession } from '../../providers/session';
import MasterScreen from './MasterScreen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

// Spec 3 §6 lets a shop's admin open /master; the server admits only the platform's owner.
describe('master panel access', () => {
  it("tells a shop's admin that the panel is the platform owner's, without its tabs or actions", async () => {
    saveSession('token', buildPublicUser({ role: 'admin' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { error: 'forbidden', message: 'Acesso negado' })),
    );
    renderWithAdmin(<MasterScreen />, { path: '/master' });

    expect(
      await screen.findByText('Apenas o dono da plataforma (super admin) acessa o painel master.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Painel Master' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Nova Organização/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /Nova Organização/i })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("shows the platform owner the panel's figures and its actions", async () => {
    saveSession('token', buildPublicUser({ role: 'super_admin' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          totalOrganizations: 12,
          activeOrganizations: 9,
          totalUsers: 57,
          messagesToday: 1234,
          messagesPerDay: [{ date: '2026-11-26', count: 1234 }],
        }),
      ),
    );
    renderWithAdmin(<MasterScreen />, { path: '/master' });

    expect(await screen.findByText('1.234')).toBeVisible();
    expect(screen.getByText('57')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Dashboard/i })).toBeVisible();
    expect(screen.getByRole('link', { name: /Nova Organização/i })).toBeVisible();
    expect(screen.queryByText(/Apenas o dono da plataforma/)).toBeNull();
  });
});
