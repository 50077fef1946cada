import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { PageLoading } from '../layout/Loading';
import { lazyPage } from '../ui/definePage';
import { APP_PAGES } from './pages';
import { routePaths } from './routes';
import { ToolsUnavailable } from './tools/ToolsUnavailable';

describe('route table', () => {
  it('has a route for every path of spec 2 §2.1 and the other paths the specs mention', () => {
    const paths = APP_PAGES.flatMap(routePaths).sort();
    expect(paths).toEqual(
      [
        '/dashboard',
        '/whatsapp',
        '/chat',
        '/kanban',
        '/tools',
        '/simple-users',
        '/settings',
        '/bonus',
        '/autocerto',
        '/autocerto/sistema',
        '/autocerto-settings',
        '/leadsok',
        '/financeiras',
        '/diagnostic',
        '/logslogs',
        '/master',
        '/webhook-monitor',
        '/simulator',
        '/relatorios',
        '/agenda',
      ].sort(),
    );
  });

  it('leaves / to the root route, which chooses between Home and the landing page', () => {
    expect(APP_PAGES.map((page) => page.path)).toContain('/');
    expect(APP_PAGES.flatMap(routePaths)).not.toContain('/');
  });
});

describe('lazy pages', () => {
  it("show 'Carregando...' while loading and 'Ferramentas em desenvolvimento' when the load fails", async () => {
    let fail: (error: Error) => void = () => {};
    const Tools = lazyPage(() => new Promise((_resolve, reject) => (fail = reject)), '/tools', {
      Fallback: ToolsUnavailable,
    });
    renderWithAdmin(
      <Suspense fallback={<PageLoading />}>
        <Tools />
      </Suspense>,
    );
    expect(await screen.findByText('Carregando...')).toBeVisible();
    fail(new Error('chunk missing'));
    expect(await screen.findByText('Ferramentas em desenvolvimento')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ferramentas Avançadas' })).toBeVisible();
  });

  it("shows a page whose code has arrived at once, without 'Carregando...' in between", async () => {
    const Board = lazyPage(async () => ({ default: () => <h1>Kanban de Leads</h1> }), '/kanban');
    Board.preload?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderWithAdmin(
      <Suspense fallback={<PageLoading />}>
        <Board />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Kanban de Leads' })).toBeVisible();
    expect(screen.queryByText('Carregando...')).toBeNull();
  });
});
