import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { InboxErrorBoundary } from './InboxErrorBoundary';

const Crashing = (): never => {
  throw new Error('filter is not a function');
};

describe('inbox crash screen', () => {
  it("replaces a crashed inbox with 'Erro Temporário Detectado' and reloads on 'Recarregar Agora'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    renderWithAdmin(
      <InboxErrorBoundary onReload={reload}>
        <Crashing />
      </InboxErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Erro Temporário Detectado' })).toBeVisible();
    expect(
      screen.getByText(
        'Um erro durante reconexão WebSocket foi capturado. A página será recarregada automaticamente em 2 segundos para corrigir o problema.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar Agora' }));
    expect(reload).toHaveBeenCalled();
  });

  it('does not promise another automatic reload right after one, which would loop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('vendai.inbox.crashReloadAt', String(Date.now()));
    renderWithAdmin(
      <InboxErrorBoundary onReload={vi.fn()}>
        <Crashing />
      </InboxErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Recarregar Agora' })).toBeVisible();
    expect(screen.queryByText(/recarregada automaticamente/)).not.toBeInTheDocument();
    sessionStorage.clear();
  });
});
