import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  findLoadedDialog,
  openSection,
  renderSettings,
  saveSettings,
} from '../../../../tests/web/dashboard/settings/renderSettings';

const retype = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  if (text) await userEvent.paste(text);
};

describe('system settings dialog: numbers out of range (spec 1 §5)', () => {
  it('refuses temperature 3, naming the field and its range, and saves nothing', async () => {
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    const temperature = within(dialog).getByLabelText('Temperatura');
    await retype(temperature, '3');
    await userEvent.tab();
    // Never changed behind the user's back.
    expect(temperature).toHaveValue(3);
    expect(within(dialog).getByText('Temperatura deve estar entre 0 e 2')).toBeVisible();
    await saveSettings(dialog);
    expect(await screen.findByText('Erro ao Salvar')).toBeVisible();
    expect(server.writes()).toEqual([]);
  });

  it('applies the same rule to every numeric setting, showing its section', async () => {
    const { server } = renderSettings();
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Follow-up');
    await retype(within(dialog).getByLabelText('Máximo de follow-ups'), '9');
    await openSection(dialog, 'Comportamento');
    await saveSettings(dialog);
    // The toast and the field itself, back in view in its section.
    expect(await screen.findAllByText('Máximo de follow-ups deve estar entre 1 e 3')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Máximo de follow-ups')).toHaveValue(9);
    expect(server.writes()).toEqual([]);
  });
});
