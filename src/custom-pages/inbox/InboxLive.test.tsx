import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../contract/realtime';
import { buildConversations, STORE_ID } from '../../../tests/web/inbox/builders';
import { installFakeInboxServer } from '../../../tests/web/inbox/fakeInboxServer';
import { renderInbox } from '../../../tests/web/inbox/renderInbox';

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Conversas' }))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('p')?.textContent);

const cardOf = (text: string) => {
  const card = within(screen.getByRole('list', { name: 'Conversas' }))
    .getByText(text)
    .closest('[role="listitem"]');
  if (!(card instanceof HTMLElement)) throw new Error(`no card shows ${text}`);
  return card;
};

describe('inbox live updates', () => {
  it('moves a conversation with new messages to the top with a couple of fetches for a burst of 100', async () => {
    const conversations = buildConversations(30);
    const server = installFakeInboxServer({ conversations });
    const { emit } = renderInbox();
    await screen.findByText('Cliente 1');
    const firstPage = () =>
      server.callsTo('GET', /^\/api\/conversations$/).filter((c) => c.query.get('page') === '1');
    expect(firstPage()).toHaveLength(1);

    // Cliente 25 (on the second page, not loaded) writes 100 times.
    const writer = conversations[24];
    if (!writer) throw new Error('builders');
    server.state.conversations = [
      { ...writer, lastMessage: 'Ainda tem o Onix?', unreadCount: 100 },
      ...conversations.filter((row) => row.id !== writer.id),
    ];
    for (let index = 0; index < 100; index++) {
      emit({
        type: 'new_message',
        instanceId: STORE_ID,
        conversationId: writer.id,
        messageId: `m-${index}`,
        origin: 'contact',
      } satisfies RealtimeEvent);
    }

    await waitFor(() => expect(cardTitles()[0]).toBe('Cliente 25'));
    expect(within(cardOf('Cliente 25')).getByText('Ainda tem o Onix?')).toBeVisible();
    expect(within(cardOf('Cliente 25')).getByText('99+')).toBeVisible();
    expect(cardTitles().slice(1, 3)).toEqual(['Cliente 1', 'Cliente 2']);
    // The burst's trailing refresh comes at the end of its window; nothing more follows.
    await waitFor(() => expect(firstPage().length).toBeGreaterThanOrEqual(3));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(firstPage().length).toBeLessThanOrEqual(3);
    expect(
      server.callsTo('GET', /^\/api\/conversations$/).filter((c) => c.query.get('page') !== '1'),
    ).toEqual([]);
  });

  it("shows a lead's new qualification on its card when the AI rates it", async () => {
    const conversations = buildConversations(3);
    const server = installFakeInboxServer({ conversations });
    const { emit } = renderInbox();
    await screen.findByText('Cliente 2');
    expect(within(cardOf('Cliente 2')).queryByLabelText('Qualificação da IA: HOT')).toBeNull();

    const rated = conversations[1];
    if (!rated) throw new Error('builders');
    server.state.conversations = conversations.map((row) =>
      row.id === rated.id ? { ...row, qualificationLevel: 'HOT', aiQualificationScore: 90 } : row,
    );
    emit({ type: 'lead_updated', instanceId: STORE_ID, leadId: 'lead-2' } satisfies RealtimeEvent);

    await waitFor(() =>
      expect(within(cardOf('Cliente 2')).getByLabelText('Qualificação da IA: HOT')).toHaveTextContent('HOT'),
    );
  });

  it('ignores new messages of another instance while one instance is filtered', async () => {
    const server = installFakeInboxServer({ conversations: buildConversations(3) });
    const { emit } = renderInbox(`/whatsapp?instance=${STORE_ID}`);
    await screen.findByText('Cliente 1');
    emit({
      type: 'new_message',
      instanceId: 'other-instance',
      conversationId: 'x',
      messageId: 'm',
      origin: 'contact',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.callsTo('GET', /^\/api\/conversations$/)).toHaveLength(1);
  });

  it('applies AI switches and renames from live events without asking the server again', async () => {
    const conversations = buildConversations(2);
    const [first, second] = conversations;
    if (!first || !second) throw new Error('builders');
    const server = installFakeInboxServer({ conversations });
    const { emit } = renderInbox();
    await screen.findByText('Cliente 1');
    const aiButton = (title: string) => within(cardOf(title)).getByRole('button', { name: 'IA' });

    emit({ type: 'ai_disabled_auto', instanceId: STORE_ID, conversationId: first.id });
    await waitFor(() => expect(aiButton('Cliente 1')).toHaveAttribute('aria-pressed', 'false'));
    expect(aiButton('Cliente 2')).toHaveAttribute('aria-pressed', 'true');

    emit({ type: 'ai_disabled', instanceId: STORE_ID });
    await waitFor(() => expect(aiButton('Cliente 2')).toHaveAttribute('aria-pressed', 'false'));

    emit({ type: 'ai_enabled', instanceId: STORE_ID, conversationId: first.id });
    await waitFor(() => expect(aiButton('Cliente 1')).toHaveAttribute('aria-pressed', 'true'));

    emit({
      type: 'contact_name_updated',
      instanceId: STORE_ID,
      conversationId: second.id,
      oldName: 'Cliente 2',
      newName: 'Bruno Lima',
    });
    expect(await screen.findByText('Bruno Lima')).toBeVisible();
    expect(server.callsTo('GET', /^\/api\/conversations/)).toHaveLength(1);
  });

  it("follows another operator's follow-up switches and readings without asking the server again", async () => {
    const conversations = buildConversations(2).map((row) => ({
      ...row,
      unreadCount: 4,
      isFollowUpActive: true,
    }));
    const [first, second] = conversations;
    if (!first || !second) throw new Error('builders');
    const server = installFakeInboxServer({ conversations });
    const { emit } = renderInbox();
    await screen.findByText('Cliente 1');
    const followUpButton = (title: string) => within(cardOf(title)).getByRole('button', { name: 'F-up' });
    expect(within(cardOf('Cliente 2')).getByText('4')).toBeVisible();

    emit({ type: 'followup_disabled', instanceId: STORE_ID, conversationId: first.id });
    await waitFor(() => expect(followUpButton('Cliente 1')).toHaveAttribute('aria-pressed', 'false'));
    expect(followUpButton('Cliente 2')).toHaveAttribute('aria-pressed', 'true');

    emit({ type: 'followup_disabled', instanceId: STORE_ID });
    await waitFor(() => expect(followUpButton('Cliente 2')).toHaveAttribute('aria-pressed', 'false'));
    emit({ type: 'followup_enabled', instanceId: STORE_ID, conversationId: second.id });
    await waitFor(() => expect(followUpButton('Cliente 2')).toHaveAttribute('aria-pressed', 'true'));

    emit({ type: 'conversation_read', instanceId: STORE_ID, conversationId: second.id });
    await waitFor(() => expect(within(cardOf('Cliente 2')).queryByText('4')).toBeNull());
    expect(within(cardOf('Cliente 1')).getByText('4')).toBeVisible();
    expect(server.callsTo('GET', /^\/api\/conversations/)).toHaveLength(1);
  });
});
