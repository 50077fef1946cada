import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildPublicUser } from '../../../tests/web/builders';
import { jsonResponse } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { getToken } from '../../providers/session';
import { LoginPage } from './LoginPage';

const CurrentPath = () => <output aria-label="rota">{useLocation().pathname}</output>;
const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** A fake API: the login answers `loginAnswer`; the second step answers by its path. */
function fakeServer(
  loginAnswer: object,
  answers: Record<string, (body: Record<string, unknown>) => Response>,
) {
  const sent: Sent[] = [];
  const user = buildPublicUser({ role: 'admin' });
  const fetchImpl: typeof fetch = async (input, init) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ path, body });
    if (path.endsWith('/api/auth/login')) return jsonResponse(200, loginAnswer);
    if (path.endsWith('/api/auth/me')) return jsonResponse(200, { user });
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
    return answer ? answer(body) : jsonResponse(404, {});
  };
  return { sent, user, fetchImpl };
}

const renderLogin = (fetchImpl: typeof fetch) =>
  renderWithAdmin(
    <>
      <LoginPage />
      <CurrentPath />
    </>,
    { authProvider: createAuthProvider({ fetch: fetchImpl }), path: '/login' },
  );

const signInWithPassword = async () => {
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@loja.com.br');
  await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

describe('the login code step', () => {
  it('asks for the app code after the password, shows a wrong code’s message and signs in with the right one', async () => {
    const server = fakeServer(
      { twoFactorRequired: true, challenge: 'desafio-1' },
      {
        '/api/auth/2fa/verify': (body) =>
          body.code === '123456'
            ? jsonResponse(200, { token: 'jwt-2fa', user: server.user })
            : jsonResponse(400, {
                error: 'validation_error',
                message: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
                details: [
                  {
                    field: 'code',
                    message: 'Código inválido. Confira o aplicativo autenticador e tente novamente.',
                  },
                ],
              }),
      },
    );
    renderLogin(server.fetchImpl);
    await signInWithPassword();

    const code = await screen.findByLabelText('Código de 6 dígitos');
    expect(getToken()).toBeNull();
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o código de 6 dígitos');
    expect(server.sent.filter((call) => call.path.endsWith('/2fa/verify'))).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido');

    await userEvent.clear(screen.getByLabelText('Código de 6 dígitos'));
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' })).toHaveTextContent(/^\/$/));
    expect(getToken()).toBe('jwt-2fa');
    expect(server.sent.find((call) => call.body.code === '123456')?.body).toEqual({
      challenge: 'desafio-1',
      code: '123456',
    });
  });

  it('signs in with a recovery code instead', async () => {
    const server = fakeServer(
      { twoFactorRequired: true, challenge: 'desafio-2' },
      { '/api/auth/2fa/verify': () => jsonResponse(200, { token: 'jwt-recovery', user: server.user }) },
    );
    renderLogin(server.fetchImpl);
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Usar um código de recuperação' }));
    await userEvent.type(screen.getByLabelText('Código de recuperação'), 'aaaaa-11111');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(getToken()).toBe('jwt-recovery'));
    expect(server.sent.find((call) => call.path.endsWith('/2fa/verify'))?.body).toEqual({
      challenge: 'desafio-2',
      recoveryCode: 'aaaaa-11111',
    });
  });

  it('makes an account that must have 2FA enrol first, then shows the recovery codes once and goes on', async () => {
    const server = fakeServer(
      { twoFactorSetupRequired: true, challenge: 'desafio-3' },
      {
        '/api/auth/2fa/enrol/setup': () =>
          jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: QR }),
        '/api/auth/2fa/enrol/enable': () =>
          jsonResponse(200, { token: 'jwt-enrolled', user: server.user, recoveryCodes: CODES }),
      },
    );
    renderLogin(server.fetchImpl);
    await signInWithPassword();

    expect(
      await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' }),
    ).toHaveAttribute('src', QR);
    expect(screen.getByText(/JBSWY3DPEHPK3PXP/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Ativar' }));

    const list = await screen.findByRole('list', { name: 'Guarde seus códigos de recuperação' });
    for (const code of CODES) expect(list).toHaveTextContent(code);
    // Signed in only once the codes are saved: nothing leaves the page before that.
    expect(getToken()).toBeNull();
    expect(screen.getByRole('status', { name: 'rota' })).toHaveTextContent('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'rota' })).toHaveTextContent(/^\/$/));
    expect(getToken()).toBe('jwt-enrolled');
  });

  it('links to "Esqueci minha senha"', async () => {
    renderLogin(fakeServer({}, {}).fetchImpl);
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
