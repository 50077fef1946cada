import { screen, within } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditRecord } from '../../../contract/audit';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { AuditLogList } from './AuditLogList';
import { ChangesTable } from './ChangesTable';

const record = (overrides: Partial<AuditRecord>): AuditRecord => ({
  id: 1,
  organizationId: '00000000-0000-4000-8000-00000000000a',
  organizationName: 'Loja A',
  actorUserId: '00000000-0000-4000-8000-0000000000a1',
  actorRole: 'admin',
  actorLabel: 'ana@loja.com',
  at: '2026-11-20T13:05:00.000Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  action: 'user.updated',
  targetType: 'user',
  targetId: '00000000-0000-4000-8000-0000000000b1',
  targetLabel: 'bruno@loja.com',
  changes: { role: { before: 'vendedor', after: 'admin' } },
  extra: null,
  ...overrides,
});

function renderLog(rows: AuditRecord[]) {
  const user = signInAs('admin');
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  renderWithAdmin(
    <ResourceContextProvider value="audit-log">
      <AuditLogList />
    </ResourceContextProvider>,
    {
      dataProvider: { getList } as unknown as DataProvider,
      authProvider: createAuthProvider({ fetch: meFetch(user) }),
      path: '/audit-log',
    },
  );
  return getList;
}

afterEach(() => clearSession());

describe('the audit log list (/audit-log)', () => {
  it('shows each record with its pt-BR action, who and the target, newest first from the server', async () => {
    const getList = renderLog([
      record({}),
      record({
        id: 2,
        action: 'auth.sign_in_failed',
        actorUserId: null,
        actorRole: null,
        actorLabel: null,
        targetLabel: null,
        targetId: null,
      }),
    ]);
    const changed = (await screen.findByText('Usuário alterado', {}, { timeout: 15000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(changed).getByText('ana@loja.com')).toBeVisible();
    expect(within(changed).getByText('bruno@loja.com')).toBeVisible();
    const refused = screen.getByText('Tentativa de entrada recusada').closest('[role="row"]') as HTMLElement;
    expect(within(refused).getByText('Sistema')).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      'audit-log',
      expect.objectContaining({ sort: { field: 'at', order: 'DESC' }, pagination: { page: 1, perPage: 25 } }),
    );
    // Read-only: nothing on the page creates a record.
    expect(screen.queryByRole('link', { name: /criar|novo/i })).not.toBeInTheDocument();
  });

  it('shows an action this version does not know by its stored name', async () => {
    renderLog([record({ action: 'something.new' })]);
    expect(await screen.findByText('something.new', {}, { timeout: 15000 })).toBeVisible();
  });
});

describe('the changes of a record', () => {
  it('lists each changed field before and after, secrets masked, typed text as text', () => {
    renderWithAdmin(
      <ChangesTable
        changes={{
          role: { before: 'vendedor', after: 'admin' },
          apiKey: { before: null, after: '••••' },
          firstName: { before: 'Ana', after: '<b>Ana</b>' },
        }}
      />,
    );
    const role = screen.getByText('role').closest('tr') as HTMLElement;
    expect(within(role).getByText('vendedor')).toBeVisible();
    expect(within(role).getByText('admin')).toBeVisible();
    const key = screen.getByText('apiKey').closest('tr') as HTMLElement;
    expect(within(key).getByText('(vazio)')).toBeVisible();
    expect(within(key).getByText('••••')).toBeVisible();
    expect(screen.getByText('<b>Ana</b>')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Antes' })).toBeVisible();
  });

  it('says so when a record changed no field', () => {
    renderWithAdmin(<ChangesTable changes={null} />);
    expect(screen.getByText('Nenhum campo alterado neste registro.')).toBeVisible();
  });
});
