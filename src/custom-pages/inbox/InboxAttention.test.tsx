import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../../tests/web/inbox/builders';
import { installFakeInboxServer } from '../../../tests/web/inbox/fakeInboxServer';
import { renderInbox } from '../../../tests/web/inbox/renderInbox';

const list = () => screen.getByRole('list', { name: 'Conversas' });

describe('conversations a failed AI reply left for a human', () => {
  it('are marked "precisa de atenção" and can be listed alone', async () => {
    installFakeInboxServer({
      conversations: [
        buildConversation({
          contactName: 'Maria Silva',
          contactNumber: '900001@lid',
          needsAttentionAt: new Date().toISOString(),
          attentionReason: 'OpenAI recusou a chave de API (401): Incorrect API key provided',
        }),
        buildConversation({ contactName: 'João Lima', contactNumber: '900002@lid' }),
      ],
    });
    renderInbox();
    await screen.findByText('Maria Silva');
    const badge = within(list()).getByText('precisa de atenção');
    expect(badge).toBeVisible();
    expect(badge).toHaveAttribute('title', expect.stringContaining('Incorrect API key provided'));
    expect(within(list()).getAllByText('precisa de atenção')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Precisa de atenção' }));
    await waitFor(() => expect(within(list()).queryByText('João Lima')).not.toBeInTheDocument());
    expect(within(list()).getByText('Maria Silva')).toBeVisible();
  });
});
