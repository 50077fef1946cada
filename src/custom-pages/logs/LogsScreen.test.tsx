import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '../../../contract/logs';
import { centro, issue, renderAsAdmin, report, sul } from '../../../tests/web/diagnostic/readiness';
import type { AppDataProvider } from '../../providers/dataProvider';
import { clearSession } from '../../providers/session';
import LogsScreen from './LogsScreen';

const line: LogEntry = {
  id: 7,
  timestamp: '2026-11-25T13:00:00.000Z',
  level: 'error',
  category: 'whatsapp',
  message: 'Mensagem (ai) não enviada: número desconectado',
  instanceId: sul.id,
  instanceName: 'Loja Sul',
  metadata: null,
};

function renderLogs() {
  const getList = vi.fn(async (resource: string) =>
    resource === 'instances' ? { data: [centro, sul], total: 2 } : { data: [line], total: 1 },
  );
  const api = {
    aiReadiness: vi.fn(async (id: string) =>
      id === centro.id
        ? { ...report(id, 100, []), instanceName: 'Loja Centro' }
        : {
            ...report(id, 60, [issue('openai_key_missing', 'OpenAI key not configured')]),
            instanceName: 'Loja Sul',
          },
    ),
    aiMetrics: vi.fn(async () => {
      throw new Error('not staged');
    }),
  } as unknown as Partial<AppDataProvider>;
  renderAsAdmin(<LogsScreen />, '/logslogs', { getList, ...api });
  return getList;
}

afterEach(() => clearSession());

describe('logs and comparison (/logslogs)', () => {
  it('sums up the instances, names the reference, and lists the stored log lines', async () => {
    const getList = renderLogs();
    expect(
      await screen.findByText('Instância de referência: Loja Centro', {}, { timeout: 15000 }),
    ).toBeVisible();
    const working = screen.getByText('Instâncias funcionando').parentElement as HTMLElement;
    expect(within(working).getByText('1')).toBeVisible();
    const broken = screen.getByText('Instâncias com problemas').parentElement as HTMLElement;
    expect(within(broken).getByText('1')).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Logs Detalhados' }));
    expect(
      await screen.findByText('Mensagem (ai) não enviada: número desconectado', {}, { timeout: 15000 }),
    ).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      'admin/logs',
      expect.objectContaining({ sort: { field: 'timestamp', order: 'DESC' } }),
    );
  });
});
