import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  findLoadedDialog,
  openSection,
  renderSettings,
  saveSettings,
} from '../../../../tests/web/dashboard/settings/renderSettings';

const SWITCH = 'Enviar a foto do carro quando o cliente pedir para ver';

describe("settings dialog: the offered car's photo", () => {
  it('is off by default, and an admin turns it on and saves it', async () => {
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Comportamento');
    const photo = within(dialog).getByRole('switch', { name: SWITCH });
    expect(photo).not.toBeChecked();
    await userEvent.click(photo);
    expect(photo).toBeChecked();
    await saveSettings(dialog);

    expect(await screen.findByText('Configurações Salvas')).toBeVisible();
    expect(server.callsTo('PATCH', '/settings')[0]?.body).toMatchObject({ sendCarPhotoEnabled: true });
  }, 60_000);

  it('is read-only for a seller', async () => {
    const { server } = renderSettings({ role: 'vendedor' });
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Comportamento');
    expect(within(dialog).getByRole('switch', { name: SWITCH })).toBeDisabled();
    expect(server.writes()).toEqual([]);
  });
});
