import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildLead } from '../../../tests/web/kanban/builders';
import { installFakeLeadsServer } from '../../../tests/web/kanban/fakeLeadsServer';
import { renderKanban } from '../../../tests/web/kanban/renderKanban';
import { jsonResponse } from '../../../tests/web/session';

const renames = (server: ReturnType<typeof installFakeLeadsServer>) =>
  server.callsTo('PATCH', /^\/api\/conversations\//).map((call) => ({ path: call.path, body: call.body }));

const startEditing = async (cardName: string) => {
  const card = within(await screen.findByRole('listitem', { name: cardName }));
  await userEvent.click(card.getByRole('button', { name: 'Editar nome' }));
  return card.getByRole('textbox', { name: 'Nome do contato' });
};

describe('renaming a contact on its card', () => {
  it('saves the new name with Enter and shows it', async () => {
    const maria = buildLead({ contactName: 'Maria Silva' });
    const server = installFakeLeadsServer({ leads: [maria] });
    renderKanban();
    const field = await startEditing('Maria Silva');
    expect(field).toHaveValue('Maria Silva');
    expect(field).toHaveAttribute('placeholder', 'Nome do contato');
    expect(field).toHaveAttribute('maxlength', '50');

    await userEvent.clear(field);
    await userEvent.type(field, '  Maria Souza {Enter}');
    expect(renames(server)).toEqual([
      { path: `/api/conversations/${maria.conversationId}`, body: { contactName: 'Maria Souza' } },
    ]);
    expect(await screen.findByText('Nome atualizado com sucesso!')).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Maria Souza' })).toBeVisible();
  });

  it('saves with the confirm button, and names a contact known only by its number', async () => {
    const lead = buildLead({ contactName: '', contactNumber: '5511944443333' });
    const server = installFakeLeadsServer({ leads: [lead] });
    renderKanban();
    const field = await startEditing('+55 (11) 94444-3333');
    expect(field).toHaveValue('');
    await userEvent.type(field, 'Carlos');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(renames(server)).toEqual([
      { path: `/api/conversations/${lead.conversationId}`, body: { contactName: 'Carlos' } },
    ]);
  });

  it('discards with Escape or the cancel button, and sends nothing blank or unchanged', async () => {
    const server = installFakeLeadsServer({ leads: [buildLead({ contactName: 'Maria Silva' })] });
    renderKanban();

    let field = await startEditing('Maria Silva');
    await userEvent.type(field, ' Souza{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Nome do contato' })).toBeNull();

    field = await startEditing('Maria Silva');
    await userEvent.type(field, ' Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar edição' }));

    field = await startEditing('Maria Silva');
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');

    field = await startEditing('Maria Silva');
    await userEvent.type(field, '{Enter}');

    expect(renames(server)).toEqual([]);
    expect(screen.getByRole('listitem', { name: 'Maria Silva' })).toBeVisible();
  });

  it('says so when the name cannot be saved', async () => {
    const server = installFakeLeadsServer({ leads: [buildLead({ contactName: 'Maria Silva' })] });
    server.on('PATCH', /^\/api\/conversations\//, () =>
      jsonResponse(404, { error: 'not_found', message: 'Conversa não encontrada' }),
    );
    renderKanban();
    const field = await startEditing('Maria Silva');
    await userEvent.type(field, ' Souza{Enter}');
    expect(await screen.findByText('Erro ao atualizar nome')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Maria Silva' })).toBeVisible());
  });
});
