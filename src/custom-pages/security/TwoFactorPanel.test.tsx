import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryDataProvider } from '../../../tests/web/inMemoryDataProvider';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { TwoFactorPanel } from './TwoFactorPanel';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = Array.from({ length: 10 }, (_, n) => `codee-${String(n).padStart(5, '0')}`);

/** The in-memory provider with the 2FA calls of a user who has it off. */
function providerWithTwoFactor() {
  let enabled = false;
  const calls = {
    setupTwoFactor: vi.fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/x',
      qrDataUrl: QR,
    })),
    enableTwoFactor: vi.fn(async (code: string) => {
      if (code !== '246810') {
        throw new HttpError('Código inválido.', 400, {
          error: 'validation_error',
          message: 'Código inválido.',
          details: [
            {
              field: 'code',
              message: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
            },
          ],
        });
      }
      enabled = true;
      return { recoveryCodes: CODES };
    }),
  };
  const dataProvider = {
    ...createInMemoryDataProvider(),
    ...calls,
    getTwoFactorStatus: async () => ({ enabled, required: false }),
  };
  return { dataProvider, calls };
}

describe('TwoFactorPanel', () => {
  it('turns 2FA on: QR, a first code, then the ten recovery codes once', async () => {
    const { dataProvider, calls } = providerWithTwoFactor();
    renderWithAdmin(<TwoFactorPanel />, { dataProvider });
    expect(await screen.findByText('Desativada: só a senha protege a sua conta.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));
    expect(
      await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' }),
    ).toHaveAttribute('src', QR);

    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o código de 6 dígitos');
    expect(calls.enableTwoFactor).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Código de 6 dígitos'));
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido. Confira o aplicativo');

    await userEvent.clear(screen.getByLabelText('Código de 6 dígitos'));
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    const list = await screen.findByRole('list', { name: 'Guarde seus códigos de recuperação' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(CODES[9] ?? '-');

    await userEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    expect(
      await screen.findByText('Ativa: ao entrar, pedimos também o código do aplicativo autenticador.'),
    ).toBeVisible();
    // Shown once: the codes are gone from the page.
    await waitFor(() => expect(screen.queryByText(CODES[0] ?? '-')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeVisible();
  });
});
