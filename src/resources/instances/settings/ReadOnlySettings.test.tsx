import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findLoadedDialog, renderSettings } from '../../../../tests/web/dashboard/settings/renderSettings';

/** Everything a user could take for something to type in, pick or switch. */
const CONTROL_ROLES = ['textbox', 'spinbutton', 'combobox', 'switch', 'checkbox', 'button'] as const;

const controlsOf = (panel: HTMLElement) =>
  CONTROL_ROLES.flatMap((role) => within(panel).queryAllByRole(role, { hidden: false }));

/** Drawn disabled by MUI (greyed), not merely blocked by the browser while looking editable. */
const looksDisabled = (control: HTMLElement) => control.closest('.Mui-disabled') !== null;

describe("system settings dialog: a seller's read-only view", () => {
  it('draws every control of every section disabled, and a select does not open', async () => {
    const { server } = renderSettings({ role: 'vendedor' });
    const dialog = await findLoadedDialog();
    expect(within(dialog).getByText(/Somente administradores podem alterar/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Salvar Configurações' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();

    const tabs = within(dialog).getAllByRole('tab');
    let seen = 0;
    for (const tab of tabs) {
      await userEvent.click(tab);
      const panel = within(dialog).getByRole('tabpanel');
      const controls = controlsOf(panel);
      seen += controls.length;
      const editable = controls.filter((control) => !looksDisabled(control));
      expect(
        editable.map((control) => control.getAttribute('aria-label') ?? control.id),
        tab.textContent ?? '',
      ).toEqual([]);
    }
    expect(seen).toBeGreaterThan(11);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'IA' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Provedor de IA' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  }, 60_000);

  it('leaves an admin every control enabled', async () => {
    renderSettings({ role: 'admin' });
    const dialog = await findLoadedDialog();
    const panel = within(dialog).getByRole('tabpanel');
    expect(controlsOf(panel).filter(looksDisabled)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Salvar Configurações' })).toBeEnabled();
  });
});
