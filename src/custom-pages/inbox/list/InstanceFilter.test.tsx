import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildInboxInstance, SOUTH_ID } from '../../../../tests/web/inbox/builders';
import { renderWithAdmin } from '../../../../tests/web/TestApp';
import { holdUntilFirstPaint } from '../../../ui/firstPaint';
import { InstanceFilter } from './InstanceFilter';

const instances = [buildInboxInstance(), buildInboxInstance({ id: SOUTH_ID, name: 'Loja Sul' })];

describe("the inbox's instance filter on a full load", () => {
  it('opens and picks an instance when clicked before the first paint released it', async () => {
    // No frame comes: only the click can release it.
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    holdUntilFirstPaint();
    const onChange = vi.fn();
    renderWithAdmin(<InstanceFilter value={null} instances={instances} onChange={onChange} />);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Instância' }));
    await userEvent.click(await screen.findByRole('option', { name: /Loja Sul/ }));
    expect(onChange).toHaveBeenCalledWith(SOUTH_ID);
    frame.mockRestore();
  });

  it('opens from the keyboard before the first paint released it', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    holdUntilFirstPaint();
    renderWithAdmin(<InstanceFilter value={null} instances={instances} onChange={vi.fn()} />);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: /Loja Sul/ })).toBeVisible();
    frame.mockRestore();
  });
});
