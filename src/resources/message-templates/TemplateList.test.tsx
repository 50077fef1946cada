import { screen, within } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { TemplateRecord } from '../../../contract/message-templates';
import { DESKTOP_WIDTH, installMatchMedia, PHONE_WIDTH } from '../../../tests/web/matchMedia';
import { meFetch, signInAs } from '../../../tests/web/session';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { clearSession } from '../../providers/session';
import { TemplateList } from './TemplateList';

const CLOUD = { id: '7c2f9b4e-1d3a-4e8b-9f61-2a5d0c8e7b13', name: 'Vendas Oficial', gateway: 'cloud' };

const template = (overrides: Partial<TemplateRecord>): TemplateRecord => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  instanceId: CLOUD.id,
  name: 'retomar_conversa',
  category: 'UTILITY',
  language: 'pt_BR',
  body: 'Olá {{1}}, podemos continuar?',
  examples: ['João'],
  header: null,
  headerMedia: null,
  footer: null,
  buttons: [],
  status: 'APPROVED',
  rejectionReason: null,
  externalId: '1234',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

const ROWS = [
  template({}),
  template({ id: '00000000-0000-4000-8000-0000000000a2', name: 'welcome_en', language: 'en_US' }),
  template({ id: '00000000-0000-4000-8000-0000000000a3', name: 'raro', language: 'xx_YY' }),
  template({
    id: '00000000-0000-4000-8000-0000000000a4',
    name: 'oferta_meta_foto',
    headerMedia: { kind: 'image', fileName: null, mimeType: null, hasSample: false },
  }),
  template({
    id: '00000000-0000-4000-8000-0000000000a5',
    name: 'tabela',
    headerMedia: { kind: 'document', fileName: 'tabela.pdf', mimeType: 'application/pdf', hasSample: true },
  }),
];

function renderTemplates() {
  const user = signInAs('admin');
  const getList = async (resource: string) =>
    resource === 'instances' ? { data: [CLOUD], total: 1 } : { data: ROWS, total: ROWS.length };
  renderWithAdmin(
    <ResourceContextProvider value="message-templates">
      <TemplateList />
    </ResourceContextProvider>,
    {
      dataProvider: { getList } as unknown as DataProvider,
      authProvider: createAuthProvider({ fetch: meFetch(user) }),
      path: '/message-templates',
    },
  );
}

const headerNames = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

afterEach(() => clearSession());

describe('the templates list (/message-templates)', () => {
  it('names the language instead of showing Meta’s code, keeping unknown codes', async () => {
    installMatchMedia(DESKTOP_WIDTH);
    renderTemplates();
    await screen.findByText('retomar_conversa', {}, { timeout: 15_000 });
    expect(within(rowOf('retomar_conversa')).getByText('Português (BR)')).toBeVisible();
    expect(within(rowOf('welcome_en')).getByText('Inglês (EUA)')).toBeVisible();
    expect(within(rowOf('raro')).getByText('xx_YY')).toBeVisible();
    expect(screen.queryByText('pt_BR')).toBeNull();
    expect(headerNames()).toContain('Número (API oficial)');
  });

  it('shows a media header’s kind, and when a template read from Meta has no file for it', async () => {
    installMatchMedia(DESKTOP_WIDTH);
    renderTemplates();
    await screen.findByText('oferta_meta_foto', {}, { timeout: 15_000 });
    expect(headerNames()).toContain('Cabeçalho');
    expect(within(rowOf('oferta_meta_foto')).getByText('Imagem (sem arquivo)')).toBeVisible();
    expect(within(rowOf('tabela')).getByText('Documento')).toBeVisible();
  });

  it('on a phone shows the name and the status only, with the sync button in the toolbar', async () => {
    installMatchMedia(PHONE_WIDTH);
    renderTemplates();
    await screen.findByText('retomar_conversa', {}, { timeout: 15_000 });
    expect(headerNames()).toEqual(['Nome', 'Situação']);
    expect(within(rowOf('retomar_conversa')).getByText('Aprovado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Atualizar da Meta' })).toBeVisible();
  });
});
