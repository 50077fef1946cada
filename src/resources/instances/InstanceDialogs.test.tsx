import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ana, bruno, renderPage, silenceFailureLogs } from '../../../tests/web/simple-users/renderUsersPage';

describe('/simple-users instance dialogs', () => {
  it('checks the user, then name and phone, then the phone length', async () => {
    renderPage([ana(), bruno([])]);
    await screen.findByRole('gridcell', { name: 'Bruno Lima' });
    await userEvent.click(screen.getByRole('button', { name: 'Nova Instância' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Instância' });
    const submit = within(dialog).getByRole('button', { name: 'Criar Instância' });
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Selecione um usuário para criar a instância',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Usuário' }));
    await userEvent.click(await screen.findByRole('option', { name: /Bruno Lima/ }));
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Nome da instância e telefone são obrigatórios',
    );
    await userEvent.type(within(dialog).getByLabelText('Nome da instância'), 'Loja Norte');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '11987');
    await userEvent.click(submit);
    expect(within(dialog).getByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
  });

  it("creates an instance from a user's row and names it in the toast", async () => {
    const dataProvider = renderPage([ana(), bruno([])]);
    const create = vi.spyOn(dataProvider, 'create');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar instância para Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Instância' });
    expect(
      within(dialog).getByText(
        'Código do país 55 + DDD + número (13 dígitos para celular). Ex.: 5511987654321',
      ),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Nome da instância'), 'Loja Norte');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '5531987654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));
    expect(await screen.findByText('Instância "Loja Norte" criada com sucesso!')).toBeVisible();
    expect(create).toHaveBeenCalledWith('users-with-instances', {
      data: expect.objectContaining({ instanceName: 'Loja Norte', instancePhone: '5531987654321' }),
    });
    expect(await screen.findByText('+55 (31) 98765-4321')).toBeVisible();
  });

  it('refuses a second creation while one is in progress', async () => {
    const dataProvider = renderPage([ana(), bruno([])]);
    dataProvider.create = vi.fn(() => new Promise<never>(() => {}));
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar instância para Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Instância' });
    await userEvent.type(within(dialog).getByLabelText('Nome da instância'), 'Loja Norte');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '5531987654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));
    expect(within(dialog).getByRole('button', { name: 'Criando...' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nova Instância' }));
    expect(await screen.findByText('Criação já em andamento, aguarde...')).toBeVisible();
    expect(dataProvider.create).toHaveBeenCalledOnce();
  });

  it("shows 'Falha ao criar instância' with the server's message", async () => {
    silenceFailureLogs();
    const dataProvider = renderPage([bruno([])]);
    dataProvider.create = vi.fn().mockRejectedValue(
      new HttpError('402: Limite do plano atingido', 402, {
        error: 'plan_limit',
        message: 'Limite do plano atingido',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar instância para Bruno Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Instância' });
    await userEvent.type(within(dialog).getByLabelText('Nome da instância'), 'Loja Norte');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '5531987654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Instância' }));
    expect(await screen.findByText('Falha ao criar instância: Limite do plano atingido')).toBeVisible();
  });

  it('edits an instance from its link, so the dialog can be opened by URL', async () => {
    const user = ana();
    const instance = user.instances[0];
    if (!instance) throw new Error('fixture without instance');
    const dataProvider = renderPage([user], `/simple-users?dialog=edit-instance&id=${instance.id}`);
    const update = vi.spyOn(dataProvider, 'update');
    const dialog = await screen.findByRole('dialog', { name: 'Editar Instância' });
    expect(within(dialog).getByLabelText('Nome da instância')).toHaveValue('Loja Centro');
    await userEvent.type(within(dialog).getByLabelText('Nome para notificação (opcional)'), 'Carlos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Instância atualizada com sucesso!')).toBeVisible();
    expect(update).toHaveBeenCalledWith(
      'instances',
      expect.objectContaining({
        id: instance.id,
        data: expect.objectContaining({ notificationName: 'Carlos' }),
      }),
    );
  });

  it('warns that deleting an instance disconnects it and loses its conversations', async () => {
    silenceFailureLogs();
    const dataProvider = renderPage([ana()]);
    dataProvider.delete = vi
      .fn()
      .mockRejectedValue(new HttpError('500: Erro', 500, { error: 'x', message: 'Gateway fora do ar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remover instância Loja Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover instância' });
    expect(dialog).toHaveTextContent(
      'Tem certeza que deseja remover a instância Loja Centro? Ela será desconectada e todas as suas conversas serão perdidas. Esta ação não pode ser desfeita.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Falha ao remover instância: Gateway fora do ar')).toBeVisible();
  });
});
