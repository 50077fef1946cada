import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { NOTE_PAGE_SIZE } from '../../../../contract/inbox';
import { createInMemoryDataProvider } from '../../../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../../../tests/web/TestApp';
import { NotesDrawer } from './NotesDrawer';

const CHAT = '00000000-0000-4000-8000-0000000000c1';

const note = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  conversationId: CHAT,
  authorId: null,
  authorName: 'Ana Souza',
  text: `Nota ${n}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(),
});

/** The `notes` resource over an array, newest first, paged as the server pages it. */
const renderDrawer = (count: number) => {
  let notes = Array.from({ length: count }, (_, i) => note(count - i));
  const asked: GetListParams[] = [];
  const base = createInMemoryDataProvider();
  const dataProvider = {
    ...base,
    getList: async (resource: string, params: GetListParams) => {
      if (resource !== 'notes') return base.getList(resource, params);
      asked.push(params);
      const { page, perPage } = params.pagination ?? { page: 1, perPage: NOTE_PAGE_SIZE };
      const mine = notes.filter((row) => row.conversationId === params.filter.conversationId);
      return { data: mine.slice((page - 1) * perPage, page * perPage) as never[], total: mine.length };
    },
    create: async (resource: string, params: CreateParams) => {
      if (resource !== 'notes') return base.create(resource, params);
      const body = params.data as { conversationId: string; text: string };
      const row = { ...note(100 + notes.length), ...body, authorName: 'Eu' };
      notes = [row, ...notes];
      return { data: row as never };
    },
  };
  renderWithAdmin(<NotesDrawer conversationId={CHAT} open onClose={() => {}} />, { dataProvider });
  return asked;
};

describe("a conversation's internal notes", () => {
  it("pages the conversation's notes and loads more on demand", async () => {
    const asked = renderDrawer(NOTE_PAGE_SIZE + 2);
    const list = await screen.findByRole('list', { name: 'Notas internas' });
    expect(await within(list).findByText(`Nota ${NOTE_PAGE_SIZE + 2}`)).toBeVisible();
    expect(within(list).queryByText('Nota 1')).toBeNull();
    expect(asked[0]?.filter).toEqual({ conversationId: CHAT });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais notas' }));
    expect(await within(list).findByText('Nota 1')).toBeVisible();
  });

  it('adds a note, which then heads the list', async () => {
    renderDrawer(0);
    expect(await screen.findByText('Nenhuma nota ainda')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nova nota interna'), 'Cliente volta sexta');
    await user.click(screen.getByRole('button', { name: 'Adicionar nota' }));
    expect(await screen.findByText('Nota adicionada')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Notas internas' });
    expect(await within(list).findByText('Cliente volta sexta')).toBeVisible();
  });
});
