import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
