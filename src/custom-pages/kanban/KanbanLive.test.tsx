import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../contract/realtime';
import { buildLead, STORE_ID } from '../../../tests/web/kanban/builders';
import { installFakeLeadsServer } from '../../../tests/web/kanban/fakeLeadsServer';
import { cardsIn, renderKanban } from '../../../tests/web/kanban/renderKanban';

describe('lead board live updates', () => {
  it('shows a lead moved elsewhere, with a couple of reads for a burst of 100 events', async () => {
    const maria = buildLead({ contactName: 'Maria Silva' });
    const server = installFakeLeadsServer({ leads: [maria] });
    const { emit } = renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    const reads = () => server.callsTo('GET', /^\/api\/leads\/all$/).length;
    expect(reads()).toBe(1);

    // Another seller moves Maria; messages keep arriving meanwhile.
    server.state.leads = [{ ...maria, status: 'negotiating' }];
    for (let index = 0; index < 50; index++) {
      emit({ type: 'lead_updated', instanceId: STORE_ID, leadId: maria.id } satisfies RealtimeEvent);
      emit({
        type: 'new_message',
        instanceId: STORE_ID,
        conversationId: maria.conversationId,
        messageId: `m-${index}`,
        origin: 'contact',
      } satisfies RealtimeEvent);
    }

    await waitFor(() => expect(cardsIn('Negociando')).toEqual(['Maria Silva']));
    // The burst's trailing read comes at the end of its window; nothing more follows.
    await waitFor(() => expect(reads()).toBe(3), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(reads()).toBe(3);
  });

  it('shows a contact renamed in the inbox', async () => {
    const maria = buildLead({ contactName: 'Maria Silva' });
    const server = installFakeLeadsServer({ leads: [maria] });
    const { emit } = renderKanban();
    await screen.findByRole('listitem', { name: 'Maria Silva' });
    server.state.leads = [{ ...maria, contactName: 'Maria Souza' }];
    emit({
      type: 'contact_name_updated',
      instanceId: STORE_ID,
      conversationId: maria.conversationId,
      oldName: 'Maria Silva',
      newName: 'Maria Souza',
    });
    expect(await screen.findByRole('listitem', { name: 'Maria Souza' })).toBeVisible();
  });
});
