import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centro, issue, renderAsAdmin, report, sul } from '../../../tests/web/diagnostic/readiness';
import type { AppDataProvider } from '../../providers/dataProvider';
import { clearSession } from '../../providers/session';
import DiagnosticScreen from './DiagnosticScreen';

function renderDiagnostic(path: string, instances = [centro, sul]) {
  const getList = vi.fn(async () => ({ data: instances, total: instances.length }));
  const issues = [
    issue('openai_key_missing', 'OpenAI key not configured', `/?instance=${centro.id}&dialog=settings`),
    issue('prompt_missing', 'Prompt vazio'),
    issue('whatsapp_disconnected', 'WhatsApp desconectado'),
    issue('not_replying', 'Sem respostas nas últimas 24 h'),
    issue('webhook_not_configured', 'Webhook não configurado'),
  ];
  const api = {
    aiReadiness: vi.fn(async (id: string) => report(id, 55, issues)),
    aiMetrics: vi.fn(async () => {
      throw new Error('not staged');
    }),
  } as unknown as Partial<AppDataProvider>;
  renderAsAdmin(<DiagnosticScreen />, path, { getList, ...api });
  return api;
}

afterEach(() => clearSession());

describe('the AI-readiness diagnostic (/diagnostic)', () => {
  it('preselects the instance of the URL and shows its score, first three issues and where to fix them', async () => {
    const api = renderDiagnostic(`/diagnostic?instanceId=${centro.id}`);
    const score = await screen.findByTestId('readiness-score', {}, { timeout: 15000 });
    expect(score).toHaveTextContent('55/100');
    expect(api.aiReadiness).toHaveBeenCalledWith(centro.id);
    expect(api.aiReadiness).not.toHaveBeenCalledWith(sul.id);
    expect(screen.getByText('OpenAI key not configured')).toBeVisible();
    expect(screen.getByText('WhatsApp desconectado')).toBeVisible();
    expect(screen.queryByText('Sem respostas nas últimas 24 h')).not.toBeInTheDocument();
    expect(screen.getByText('+2 outros problemas')).toBeVisible();
    const fix = screen.getAllByRole('link', { name: 'Corrigir' })[0] as HTMLElement;
    expect(fix).toHaveAttribute('href', `/?instance=${centro.id}&dialog=settings`);
  });

  it('picks the instances whose number contains the digits of ?phone=', async () => {
    const api = renderDiagnostic('/diagnostic?phone=1111');
    await screen.findByTestId('readiness-score', {}, { timeout: 15000 });
    expect(api.aiReadiness).toHaveBeenCalledWith(sul.id);
    expect(api.aiReadiness).not.toHaveBeenCalledWith(centro.id);
  });

  it('asks to pick instances when none is chosen', async () => {
    renderDiagnostic('/diagnostic');
    expect(
      await screen.findByText('Selecione Instâncias para Comparar', {}, { timeout: 15000 }),
    ).toBeVisible();
  });

  it('says when the organization has no instance', async () => {
    renderDiagnostic('/diagnostic', []);
    expect(await screen.findByText('Nenhuma instância encontrada', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByText('Crie uma instância no painel para diagnosticá-la aqui.')).toBeVisible();
  });
});
