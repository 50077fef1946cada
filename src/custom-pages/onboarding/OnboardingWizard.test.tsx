import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { OnboardingWizard } from './OnboardingWizard';

const CurrentUrl = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="rota">{`${pathname}${search}`}</output>;
};

const renderWizard = () =>
  renderWithAdmin(
    <>
      <OnboardingWizard />
      <CurrentUrl />
    </>,
    { path: '/organizations/onboard' },
  );

const next = () => userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

async function fillUpToConfirm() {
  await userEvent.type(screen.getByLabelText(/Nome da Organização/), 'Auto Center São Paulo');
  await next();
  await userEvent.type(screen.getByLabelText(/Nome do Responsável/), 'Joana Prado');
  await userEvent.type(screen.getByLabelText(/Telefone/), '11987654321');
  await userEvent.type(screen.getByLabelText(/Email/), 'joana@loja.com.br');
  await next();
  await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
  await next();
  await userEvent.type(screen.getByLabelText(/Nome da Instância WhatsApp/), 'Atendimento Principal');
  await next();
}

afterEach(() => vi.unstubAllGlobals());

describe('onboarding wizard (spec 3 §2.10)', () => {
  it("carries the platform's brand, not the signed-in owner's white-label shop", async () => {
    signInAs('super_admin');
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/organization/branding')
        ? jsonResponse(200, {
            name: 'Auto Center Vila',
            whiteLabel: true,
            logoUrl: 'https://cdn.vila.com.br/logo.png',
          })
        : jsonResponse(404, {}),
    );
    vi.stubGlobal('fetch', fetch);
    renderWizard();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: 'Vendaí' })).toBeVisible();
    expect(screen.queryByText('Auto Center Vila')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('derives the slug from the name and keeps it once the user edits it', async () => {
    renderWizard();
    await userEvent.type(screen.getByLabelText(/Nome da Organização/), 'Auto Center São Paulo!');
    expect(screen.getByLabelText(/URL da Organização/)).toHaveValue('auto-center-sao-paulo');
    await userEvent.clear(screen.getByLabelText(/URL da Organização/));
    await userEvent.type(screen.getByLabelText(/URL da Organização/), 'acsp');
    await userEvent.type(screen.getByLabelText(/Nome da Organização/), ' Ltda');
    expect(screen.getByLabelText(/URL da Organização/)).toHaveValue('acsp');
  });

  it('validates each step in Portuguese before moving on, and Voltar goes back', async () => {
    renderWizard();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    await next();
    expect(await screen.findByText('Informe o nome da organização')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Nome da Organização/), 'Loja Boa');
    await next();
    await userEvent.type(screen.getByLabelText(/Email/), 'joana');
    await userEvent.type(screen.getByLabelText(/Telefone/), '1234');
    await next();
    expect(await screen.findByText('Email inválido')).toBeVisible();
    expect(screen.getByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
    expect(screen.getByText('Informe o nome do responsável')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByLabelText(/Nome da Organização/)).toHaveValue('Loja Boa');
  });

  it('keeps Continuar disabled on the setup step until the instance has a name', async () => {
    renderWizard();
    await userEvent.type(screen.getByLabelText(/Nome da Organização/), 'Loja Boa');
    await next();
    await userEvent.type(screen.getByLabelText(/Nome do Responsável/), 'Joana Prado');
    await userEvent.type(screen.getByLabelText(/Telefone/), '11987654321');
    await userEvent.type(screen.getByLabelText(/Email/), 'joana@loja.com.br');
    await next();
    await next();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Nome da Instância WhatsApp/), 'Principal');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('confirms, shows "Criando organização..." while sending, then goes to the welcome login', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      (url: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          // The sign-up waits for the test; anything else (the header's branding) finds nothing.
          if (String(url).includes('/api/organizations/onboard')) answer = resolve;
          else resolve(new Response(JSON.stringify({ error: 'not_found' }), { status: 404 }));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWizard();
    await fillUpToConfirm();
    expect(screen.getByText('7 dias grátis, depois R$ 197/mês')).toBeVisible();
    expect(screen.getByText('auto-center-sao-paulo.vendai.com.br')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    expect(screen.getByRole('button', { name: 'Criando organização...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit][];
    const onboard = calls.find(([url]) => String(url).includes('/api/organizations/onboard'));
    const body = JSON.parse(String(onboard?.[1].body));
    expect(body).toMatchObject({ organizationSlug: 'auto-center-sao-paulo', subscriptionPlan: 'starter' });
    answer(
      new Response(JSON.stringify({ slug: 'auto-center-sao-paulo' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(
      () =>
        expect(screen.getByLabelText('rota')).toHaveTextContent(
          '/login?org=auto-center-sao-paulo&welcome=true',
        ),
      { timeout: 4000 },
    );
  });

  it('without SMTP shows the one-time set-password link with a copy button, and stays on the page', async () => {
    const link = 'http://localhost:3000/reset-password?token=abc123XYZ';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) =>
        String(url).includes('/api/organizations/onboard')
          ? new Response(
              JSON.stringify({
                slug: 'auto-center-sao-paulo',
                organizationId: '00000000-0000-4000-8000-000000000001',
                trialEndsAt: '2026-12-05T12:00:00.000Z',
                message: 'Organização criada! Defina a senha de acesso pelo link abaixo.',
                setPasswordUrl: link,
              }),
              { status: 201, headers: { 'Content-Type': 'application/json' } },
            )
          : new Response(JSON.stringify({ error: 'not_found' }), { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWizard();
    await fillUpToConfirm();
    await user.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));

    expect(await screen.findByText('Defina a senha de acesso')).toBeVisible();
    expect(screen.getByLabelText('Link para definir a senha')).toHaveValue(link);
    expect(screen.getByRole('link', { name: 'Definir senha agora' })).toHaveAttribute('href', link);
    expect(screen.queryByText(/Enviamos a senha/)).not.toBeInTheDocument();
    expect(screen.queryByText(/credenciais de acesso serão enviadas/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByRole('button', { name: 'Link copiado' })).toBeVisible();
    // The owner needs time to copy it: no redirect to the login.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.getByLabelText('rota')).toHaveTextContent('/organizations/onboard');
  });

  it('shows "Erro na criação" with the server message and returns to the refused field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'slug_taken',
              message: 'Esta URL já está em uso por outra organização. Escolha outra.',
              details: [{ field: 'organizationSlug', message: 'Esta URL já está em uso' }],
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    renderWizard();
    await fillUpToConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));
    expect(await screen.findByText('Erro na criação')).toBeVisible();
    expect(screen.getByText('Esta URL já está em uso')).toBeVisible();
    expect(screen.getByLabelText(/URL da Organização/)).toBeVisible();
  });
});
