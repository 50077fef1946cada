import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { TemplateCreate } from './TemplateCreate';

const CLOUD = { id: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13', name: 'Vendas Oficial', gateway: 'cloud' };
const EVOLUTION = { id: '0b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Loja Centro', gateway: 'evolution' };

afterEach(() => clearSession());

function renderCreate(create = vi.fn()) {
  const user = signInAs('admin');
  const dataProvider = {
    create,
    getList: async () => ({ data: [CLOUD, EVOLUTION], total: 2 }),
    getMany: async () => ({ data: [CLOUD, EVOLUTION] }),
  } as unknown as DataProvider;
  renderWithAdmin(
    <ResourceContextProvider value="message-templates">
      <TemplateCreate />
    </ResourceContextProvider>,
    {
      dataProvider,
      authProvider: createAuthProvider({ fetch: meFetch(user) }),
      path: '/message-templates/create',
    },
  );
}

describe('a new template at /message-templates/create', () => {
  it('offers only official numbers, previews the bubble with the examples and submits it', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { id: 'tpl-1', ...params.data },
    }));
    renderCreate(create);
    await userEvent.click(await screen.findByLabelText(/^Número \(API oficial\)/, {}, { timeout: 15_000 }));
    expect(screen.queryByRole('option', { name: 'Loja Centro' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Vendas Oficial' }));
    await userEvent.type(screen.getByLabelText(/^Nome/), 'retorno cliente');
    await userEvent.type(
      screen.getByLabelText(/^Texto/),
      'Olá {{1}}, o carro chegou. Podemos falar?'.replace(/[{]/g, '{{'),
    );
    await userEvent.type(await screen.findByLabelText(/^Exemplo de \{\{1\}\}/), 'João');

    const preview = screen.getByRole('figure', { name: 'Pré-visualização' });
    expect(within(preview).getByText('Olá João, o carro chegou. Podemos falar?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[1].data).toMatchObject({
      instanceId: CLOUD.id,
      name: 'retorno_cliente',
      category: 'UTILITY',
      language: 'pt_BR',
      body: 'Olá {{1}}, o carro chegou. Podemos falar?',
      examples: ['João'],
    });
  });

  it('says in Portuguese why a body ending with a variable is refused, and sends nothing', async () => {
    const create = vi.fn();
    renderCreate(create);
    const body = await screen.findByLabelText(/^Texto/, {}, { timeout: 15_000 });
    await userEvent.type(body, 'Seu carro chegou, {{1}}'.replace(/[{]/g, '{{'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('O texto não pode começar nem terminar com uma variável'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('takes a picture header: the preview shows the chosen picture and the sample goes to the server', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { id: 'tpl-2', ...params.data },
    }));
    renderCreate(create);
    await userEvent.click(await screen.findByLabelText(/^Número \(API oficial\)/, {}, { timeout: 15_000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendas Oficial' }));
    await userEvent.type(screen.getByLabelText(/^Nome/), 'oferta_foto');
    await userEvent.type(screen.getByLabelText(/^Texto/), 'Chegou o carro que você procurava. Quer ver?');
    await userEvent.click(screen.getByLabelText(/^Cabeçalho/));
    await userEvent.click(await screen.findByRole('option', { name: /^Imagem/ }));

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'onix.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Arquivo de exemplo do cabeçalho'), picture);
    const preview = screen.getByRole('figure', { name: 'Pré-visualização' });
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: 'Imagem do cabeçalho' }).getAttribute('src')).toBe(
        'data:image/png;base64,iVBORw==',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const data = create.mock.calls[0]?.[1].data;
    expect(data).toMatchObject({
      name: 'oferta_foto',
      headerMedia: { kind: 'image', fileName: 'onix.png', mimeType: 'image/png', base64: 'iVBORw==' },
    });
    expect(data).not.toHaveProperty('headerKind');
    expect(data).not.toHaveProperty('header');
  });

  it('refuses a GIF as the picture, in Portuguese, and a document header shows its chip', async () => {
    renderCreate();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByLabelText(/^Cabeçalho/, {}, { timeout: 15_000 }));
    await user.click(await screen.findByRole('option', { name: /^Imagem/ }));
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'a.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Arquivo de exemplo do cabeçalho'), gif);
    expect(await screen.findByText('A imagem do cabeçalho deve ser JPEG ou PNG')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Cabeçalho/));
    await user.click(await screen.findByRole('option', { name: /^Documento/ }));
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'tabela.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByLabelText('Arquivo de exemplo do cabeçalho'), pdf);
    const preview = screen.getByRole('figure', { name: 'Pré-visualização' });
    expect(await within(preview).findByText('tabela.pdf')).toBeInTheDocument();
  });
});
