import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { buildLead } from '../../../tests/web/kanban/builders';
import { installFakeLeadsServer } from '../../../tests/web/kanban/fakeLeadsServer';
import { dragWithKeyboard } from '../../../tests/web/kanban/keyboardDrag';
import {
  cardsIn,
  countOf,
  currentLocation,
  renderKanban,
  stubBoardLayout,
} from '../../../tests/web/kanban/renderKanban';
import { jsonResponse } from '../../../tests/web/session';

const patches = (server: ReturnType<typeof installFakeLeadsServer>) =>
  server.callsTo('PATCH', /^\/api\/leads\//).map((call) => ({ path: call.path, body: call.body }));

/** A PATCH answer the test releases when it wants. */
const deferred = () => {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
};

let alert: MockInstance<typeof window.alert>;
beforeEach(() => {
  stubBoardLayout();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

describe('moving leads', () => {
  it('moves a card to another column with the keyboard and saves its new status', async () => {
    const maria = buildLead({ contactName: 'Maria Silva' });
    const server = installFakeLeadsServer({ leads: [maria] });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    const reads = () => server.callsTo('GET', /^\/api\/leads\/all$/).length;
    expect(reads()).toBe(1);

    await dragWithKeyboard('Maria Silva', 1);

    expect(cardsIn('Qualificados')).toEqual(['Maria Silva']);
    expect(cardsIn('Novos')).toEqual([]);
    expect(countOf('Qualificados')).toBe('1');
    await waitFor(() =>
      expect(patches(server)).toEqual([{ path: `/api/leads/${maria.id}`, body: { status: 'qualified' } }]),
    );
    expect(await screen.findByText('Lead atualizado com sucesso!')).toBeVisible();
    // The list is read again shortly after the success; no debug alert on the way.
    await waitFor(() => expect(reads()).toBe(2));
    expect(cardsIn('Qualificados')).toEqual(['Maria Silva']);
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends nothing when a card is let go in its own column or the move is cancelled', async () => {
    const server = installFakeLeadsServer({ leads: [buildLead({ contactName: 'Maria Silva' })] });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    await dragWithKeyboard('Maria Silva', 0);
    await dragWithKeyboard('Maria Silva', 2, 'cancel');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches(server)).toEqual([]);
    expect(cardsIn('Novos')).toEqual(['Maria Silva']);
  });

  it('asks why a lead was lost before moving it to Perdidos', async () => {
    const maria = buildLead({ contactName: 'Maria Silva', status: 'negotiating' });
    const server = installFakeLeadsServer({ leads: [maria] });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    await dragWithKeyboard('Maria Silva', 2);

    const dialog = await screen.findByRole('dialog', { name: 'Lead Perdido: Maria Silva' });
    expect(within(dialog).getByText('Este lead será movido para a coluna "Perdidos".')).toBeVisible();
    // Nothing moves or is sent until a reason is confirmed.
    expect(cardsIn('Negociando')).toEqual(['Maria Silva']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar como Perdido' }));
    expect(within(dialog).getByText('Por favor, selecione um motivo')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Motivo da perda' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(8);
    expect(options).toContain('Auto Center Demo não compra o carro da época');
    await userEvent.click(screen.getByRole('option', { name: 'Outro motivo (personalizado)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar como Perdido' }));
    expect(within(dialog).getByText('Por favor, descreva o motivo personalizado')).toBeVisible();
    expect(patches(server)).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Motivo personalizado' }),
      'Desistiu da troca',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar como Perdido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(server)).toEqual([
      { path: `/api/leads/${maria.id}`, body: { status: 'closed_lost', lostReason: 'Desistiu da troca' } },
    ]);
    expect(cardsIn('Perdidos')).toEqual(['Maria Silva']);
    expect(currentLocation.search).toBe('');
  });

  it("stores the dealer's own reason and leaves the card when the dialog is cancelled", async () => {
    const maria = buildLead({ contactName: 'Maria Silva', status: 'negotiating' });
    const server = installFakeLeadsServer({ leads: [maria] });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });

    await dragWithKeyboard('Maria Silva', 2);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardsIn('Negociando')).toEqual(['Maria Silva']);
    expect(patches(server)).toEqual([]);

    await dragWithKeyboard('Maria Silva', 2);
    const dialog = await screen.findByRole('dialog', { name: 'Lead Perdido: Maria Silva' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Motivo da perda' }));
    await userEvent.click(
      screen.getByRole('option', { name: 'Auto Center Demo não compra o carro da época' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar como Perdido' }));
    await waitFor(() =>
      expect(patches(server)).toEqual([
        {
          path: `/api/leads/${maria.id}`,
          body: { status: 'closed_lost', lostReason: 'Auto Center Demo não compra o carro da época' },
        },
      ]),
    );
  });

  it('asks through which channel a lead was sold before moving it to Vendidos', async () => {
    const maria = buildLead({ contactName: 'Maria Silva', status: 'negotiating' });
    const server = installFakeLeadsServer({ leads: [maria] });
    const slow = deferred();
    server.on('PATCH', /^\/api\/leads\//, () => slow.answer);
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    await dragWithKeyboard('Maria Silva', 1);

    const dialog = await screen.findByRole('dialog', { name: 'Venda Confirmada: Maria Silva' });
    const channels = within(within(dialog).getByRole('group', { name: 'Canal de venda' })).getAllByRole(
      'button',
    );
    expect(channels).toHaveLength(15);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Venda' }));
    expect(within(dialog).getByText('Por favor, selecione um canal de venda')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Outro portal ou canal de venda' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Venda' }));
    expect(within(dialog).getByText('Por favor, descreva o canal personalizado')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Canal personalizado' })).toHaveAttribute(
      'placeholder',
      'Ex.: site próprio, loja física...',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Webmotors' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Venda' }));

    expect(await within(dialog).findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(cardsIn('Vendidos')).toEqual(['Maria Silva']);
    slow.release(jsonResponse(200, { success: true, lead: { ...maria, status: 'closed_won' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(server)).toEqual([
      { path: `/api/leads/${maria.id}`, body: { status: 'closed_won', soldChannel: 'Webmotors' } },
    ]);
    expect(await screen.findByText('Lead vendido com sucesso!')).toBeVisible();
    expect(screen.getByText('Canal: Webmotors')).toBeVisible();
  });

  it('puts the card back with the error toast when the server refuses the move', async () => {
    const server = installFakeLeadsServer({ leads: [buildLead({ contactName: 'Maria Silva' })] });
    const slow = deferred();
    server.on('PATCH', /^\/api\/leads\//, () => slow.answer);
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    await dragWithKeyboard('Maria Silva', 2);

    // The card moves at once, then returns when the answer is a failure.
    expect(cardsIn('Negociando')).toEqual(['Maria Silva']);
    slow.release(jsonResponse(500, { error: 'internal_error', message: 'Erro interno do servidor' }));
    expect(await screen.findByText('Erro ao atualizar lead')).toBeVisible();
    expect(cardsIn('Novos')).toEqual(['Maria Silva']);
    expect(cardsIn('Negociando')).toEqual([]);
    expect(countOf('Novos')).toBe('1');
  });

  it('says why a sale failed and keeps the dialog open to try again', async () => {
    const server = installFakeLeadsServer({
      leads: [buildLead({ contactName: 'Maria Silva', status: 'negotiating' })],
    });
    server.on('PATCH', /^\/api\/leads\//, () =>
      jsonResponse(404, { error: 'not_found', message: 'Lead não encontrado' }),
    );
    renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    await dragWithKeyboard('Maria Silva', 1);
    const dialog = await screen.findByRole('dialog', { name: 'Venda Confirmada: Maria Silva' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OLX' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Venda' }));
    expect(await screen.findByText('Erro ao confirmar venda')).toBeVisible();
    expect(screen.getByText('Lead não encontrado')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Venda Confirmada: Maria Silva' })).toBeVisible();
    expect(cardsIn('Negociando')).toEqual(['Maria Silva']);
  });
});
