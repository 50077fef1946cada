import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AGENDA_SETTINGS } from '../../contract/agenda-settings';
import { createInMemoryDataProvider } from '../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { NoTemplateChip, NotOnWhatsappChip } from './FirstContactChips';

/** 15:01 UTC: 11:01 in Manaus, 12:01 in São Paulo. */
const FOUND_AT = '2026-11-28T15:01:00.000Z';

const shopIn = (timezone: string) => {
  const getAgendaSettings = vi.fn(async () => ({ ...DEFAULT_AGENDA_SETTINGS, timezone }));
  return { dataProvider: { ...createInMemoryDataProvider(), getAgendaSettings }, getAgendaSettings };
};

describe("the first contact's problem chips", () => {
  it("say when the number was found not on WhatsApp on the shop's clock, in Manaus", async () => {
    renderWithAdmin(<NotOnWhatsappChip at={FOUND_AT} />, shopIn('America/Manaus'));
    await userEvent.hover(screen.getByText('Número sem WhatsApp'));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        'A primeira mensagem não foi entregue em 28/11, 11:01',
      ),
    );
  });

  it("say when the template was missing on the shop's clock, in São Paulo", async () => {
    renderWithAdmin(<NoTemplateChip at={FOUND_AT} />, shopIn('America/Sao_Paulo'));
    await userEvent.hover(screen.getByText('Sem modelo aprovado para o primeiro contato'));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Em 28/11, 12:01 o número oficial'),
    );
  });

  it('show nothing, and ask nothing, for a lead the first message reached', async () => {
    const shop = shopIn('America/Manaus');
    renderWithAdmin(<NotOnWhatsappChip at={null} />, shop);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Número sem WhatsApp')).toBeNull();
    expect(shop.getAgendaSettings).not.toHaveBeenCalled();
  });
});
