import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract';
import { installMatchMedia, PHONE_WIDTH } from '../../tests/web/matchMedia';
import { meFetch, signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { createAuthProvider } from '../providers/authProvider';
import { getToken } from '../providers/session';
import { AppLayout } from './AppLayout';

/** The first render of the file also loads the layout's code, which a busy machine makes slow. */
const ACCESS_TIMEOUT = { timeout: 15_000 };

const renderLayoutAs = (role: Role) => {
  const user = signInAs(role);
  const authProvider = createAuthProvider({ fetch: meFetch(user) });
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  renderWithAdmin(
    <AppLayout>
      <p>Conteúdo da página</p>
    </AppLayout>,
    { authProvider, path: '/kanban' },
  );
  /** Resolves once the role's access to the restricted links is known. */
  const accessSettled = () =>
    waitFor(() => {
      // At least one check per gated item: Usuários, LogsLogs, Painel Master.
      expect(canAccess.mock.calls.length).toBeGreaterThanOrEqual(3);
      return Promise.all(canAccess.mock.results.map((result) => result.value));
    }, ACCESS_TIMEOUT);
  return { accessSettled };
};

describe('AppLayout on a desktop', () => {
  it('shows the super_admin the LogsLogs link and the Painel Master button on a wide screen', async () => {
    installMatchMedia(1920);
    const { accessSettled } = renderLayoutAs('super_admin');
    await accessSettled();
    expect(await screen.findByRole('link', { name: 'Painel Master' }, ACCESS_TIMEOUT)).toHaveAttribute(
      'href',
      '/master',
    );
    expect(screen.getByRole('link', { name: 'LogsLogs' })).toHaveAttribute('href', '/logslogs');
  });

  it("keeps an admin's header on one line at 1366 px: the outlined buttons move into 'Mais opções'", async () => {
    installMatchMedia(1366);
    const { accessSettled } = renderLayoutAs('admin');
    await accessSettled();
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'LogsLogs' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Fontes de leads' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Mais opções' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Fontes de leads' })).toHaveAttribute(
      'href',
      '/lead-sources',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Bônus' })).toHaveAttribute('href', '/bonus');
  });

  it("shows a shop's admin the LogsLogs link but not the Painel Master, which the server refuses it", async () => {
    const { accessSettled } = renderLayoutAs('admin');
    await accessSettled();
    expect(await screen.findByRole('link', { name: 'LogsLogs' }, ACCESS_TIMEOUT)).toHaveAttribute(
      'href',
      '/logslogs',
    );
    expect(screen.queryByRole('link', { name: 'Painel Master' })).not.toBeInTheDocument();
    // The audit log lives in 'Mais opções' even on a wide screen, so the header keeps one line.
    await userEvent.click(await screen.findByRole('button', { name: 'Mais opções' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Auditoria' })).toHaveAttribute('href', '/audit-log');
  });

  it('shows a vendedor the navigation and buttons, without the admin items', async () => {
    const { accessSettled } = renderLayoutAs('vendedor');
    await accessSettled();
    // The stock's link waits for its access check, as the admin items do.
    expect(await screen.findByRole('link', { name: 'Estoque' })).toHaveAttribute('href', '/estoque');
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Chat', 'Kanban', 'Configurações', 'Agenda', 'Relatórios']);
    for (const name of ['Bônus', 'Autocerto', 'Estoque', 'LeadsOK'])
      expect(screen.getByRole('link', { name })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Painel Master' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LogsLogs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mais opções' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kanban' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Conteúdo da página')).toBeVisible();
  });

  it("keeps one line between 769 and 1100 px: the buttons move into 'Mais opções'", async () => {
    installMatchMedia(1000);
    renderLayoutAs('super_admin');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bônus' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Mais opções' }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(
      expect.arrayContaining(['Painel Master', 'Bônus', 'Autocerto', 'Estoque', 'LeadsOK']),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Painel Master' })).toHaveAttribute('href', '/master');
  });

  it("keeps one line on an 800 px tablet: the links that do not fit join 'Mais opções', 'Sair' an icon", async () => {
    installMatchMedia(800);
    const { accessSettled } = renderLayoutAs('admin');
    await accessSettled();
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    await within(nav).findByRole('link', { name: 'Usuários' }, ACCESS_TIMEOUT);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Chat', 'Kanban', 'Usuários']);
    expect(screen.getByRole('button', { name: 'Sair' })).not.toHaveTextContent('Sair');
    await userEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
    const menu = await screen.findByRole('menu');
    for (const [name, href] of [
      ['Configurações', '/settings'],
      ['Agenda', '/agenda'],
      ['LogsLogs', '/logslogs'],
      ['Bônus', '/bonus'],
      ['Auditoria', '/audit-log'],
    ])
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href);
  });

  it('asks for confirmation before signing out, then clears the session', async () => {
    renderLayoutAs('admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair do sistema' });
    expect(within(dialog).getByText('Tem certeza que deseja sair do sistema?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('keeps the session when the sign-out is cancelled', async () => {
    renderLayoutAs('vendedor');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToken()).toBe('test-token');
  });

  it('toggles between light and dark themes', async () => {
    renderLayoutAs('vendedor');
    await userEvent.click(screen.getByRole('button', { name: 'Usar tema escuro' }));
    expect(screen.getByRole('button', { name: 'Usar tema claro' })).toBeVisible();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('AppLayout on a phone (≤ 768 px)', () => {
  it('shows the bottom navigation with Home, WhatsApp, Kanban, Usuários, Config', async () => {
    installMatchMedia(PHONE_WIDTH);
    const { accessSettled } = renderLayoutAs('admin');
    await accessSettled();
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    // Usuários follows canAccess, which answers asynchronously.
    await within(nav).findByRole('link', { name: 'Usuários' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'WhatsApp',
      'Kanban',
      'Usuários',
      'Config',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/whatsapp',
      '/kanban',
      '/simple-users',
      '/settings',
    ]);
    expect(screen.queryByRole('link', { name: 'Configurações' })).not.toBeInTheDocument();
  });

  it('lists the other pages in the header menu, following canAccess', async () => {
    installMatchMedia(PHONE_WIDTH);
    const { accessSettled } = renderLayoutAs('vendedor');
    await accessSettled();
    await userEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Agenda', 'Relatórios', 'Bônus', 'Autocerto', 'Estoque', 'LeadsOK']);
  });

  it('still offers Sair, with the same confirmation', async () => {
    installMatchMedia(PHONE_WIDTH);
    renderLayoutAs('vendedor');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Tem certeza que deseja sair do sistema?')).toBeVisible();
  });
});
