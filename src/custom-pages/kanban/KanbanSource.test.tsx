import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildLead } from '../../../tests/web/kanban/builders';
import { installFakeLeadsServer } from '../../../tests/web/kanban/fakeLeadsServer';
import { dragWithKeyboard } from '../../../tests/web/kanban/keyboardDrag';
import { renderKanban, stubBoardLayout } from '../../../tests/web/kanban/renderKanban';

/** Issue 29: the board shows where each lead came from, and a sale's channel starts from it. */

const AT = '2026-11-20T12:00:00.000Z';

beforeEach(() => stubBoardLayout());

describe('the source of a lead on the board', () => {
  it('shows the ad a lead came from on its card, and none for a lead older than the record', async () => {
    installFakeLeadsServer({
      leads: [
        buildLead({
          contactName: 'Carlos Souza',
          source: { kind: 'ctwa_ad', name: 'Instagram', adId: '1202', headline: 'Corolla 2021', at: AT },
        }),
        buildLead({ contactName: 'Maria Silva', source: null }),
      ],
    });
    renderKanban();
    const carlos = await screen.findByRole('listitem', { name: 'Carlos Souza' });
    expect(
      within(carlos).getByLabelText('Origem: Instagram (Anúncio de clique para WhatsApp)'),
    ).toBeVisible();
    const maria = screen.getByRole('listitem', { name: 'Maria Silva' });
    expect(within(maria).queryByLabelText(/^Origem:/)).toBeNull();
  });

  it('flags on its card a lead whose number the first message found not on WhatsApp', async () => {
    installFakeLeadsServer({
      leads: [
        buildLead({
          contactName: 'Lia Campos',
          source: { kind: 'portal', name: 'OLX', at: AT },
          notOnWhatsappAt: AT,
        }),
        buildLead({ contactName: 'Maria Silva', source: { kind: 'portal', name: 'OLX', at: AT } }),
      ],
    });
    renderKanban();
    const lia = await screen.findByRole('listitem', { name: 'Lia Campos' });
    expect(within(lia).getByText('Número sem WhatsApp')).toBeVisible();
    expect(within(lia).getByLabelText('Origem: OLX (Portal)')).toBeVisible();
    const maria = screen.getByRole('listitem', { name: 'Maria Silva' });
    expect(within(maria).queryByText('Número sem WhatsApp')).toBeNull();
  });

  it("preselects the lead's portal as the sale channel, which staff can still change", async () => {
    const lead = buildLead({
      contactName: 'Joana Lima',
      status: 'negotiating',
      source: { kind: 'portal', name: 'OLX', at: AT },
    });
    const server = installFakeLeadsServer({ leads: [lead] });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Joana Lima' });
    await dragWithKeyboard('Joana Lima', 1);
    const dialog = await screen.findByRole('dialog', { name: 'Venda Confirmada: Joana Lima' });
    expect(within(dialog).getByRole('button', { name: 'OLX' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'iCarros' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Venda' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH', /^\/api\/leads\//).map((call) => call.body)).toEqual([
        { status: 'closed_won', soldChannel: 'iCarros' },
      ]),
    );
  });

  it('preselects the channel whatever the case the source was typed in', async () => {
    const lead = buildLead({
      contactName: 'Rita Alves',
      status: 'negotiating',
      source: { kind: 'portal', name: 'webmotors', at: AT },
    });
    const server = installFakeLeadsServer({ leads: [lead] });
    renderKanban();
    await screen.findByRole('listitem', { name: 'Rita Alves' });
    await dragWithKeyboard('Rita Alves', 1);
    const dialog = await screen.findByRole('dialog', { name: 'Venda Confirmada: Rita Alves' });
    expect(within(dialog).getByRole('button', { name: 'Webmotors' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Venda' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH', /^\/api\/leads\//).map((call) => call.body)).toEqual([
        { status: 'closed_won', soldChannel: 'Webmotors' },
      ]),
    );
  });
});
