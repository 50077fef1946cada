import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  choose,
  findLoadedDialog,
  openSection,
  renderSettings,
} from '../../../../tests/web/dashboard/settings/renderSettings';
import { buildAiConfig } from '../../../../tests/web/dashboard/settings/settingsFixtures';
import { jsonResponse } from '../../../../tests/web/session';

/** Turns a switch over by its label. */
const flip = async (dialog: HTMLElement, label: string) => {
  await userEvent.click(within(dialog).getByRole('switch', { name: label }));
};
const field = (dialog: HTMLElement, label: string) => within(dialog).queryByLabelText(label);

const DEMO_NOTICE = /Sem chave de API: quem responde é o provedor demo/;
const DEMO_QUALIFICATION = /Sem chave da qualificação: os leads são classificados pelo provedor demo/;

describe('system settings dialog: the demo provider', () => {
  it('says the demo answers while no key is stored, until one is typed', async () => {
    renderSettings({
      stage: (server) =>
        server.answer('GET', '/ai-config', () =>
          jsonResponse(200, buildAiConfig('x', { apiKey: '', hasApiKey: false, effectiveProvider: 'demo' })),
        ),
    });
    const dialog = await findLoadedDialog();
    expect(within(dialog).getByText(DEMO_NOTICE)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Chave da API'), 'sk-proj-nova');
    expect(within(dialog).queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
  });

  it('says nothing of the demo once a key is stored, and names it for a qualification without its key', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    expect(within(dialog).queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(DEMO_QUALIFICATION)).not.toBeInTheDocument();
    await choose(dialog, 'Provedor da qualificação', 'Google Gemini');
    expect(within(dialog).getByText(DEMO_QUALIFICATION)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Chave da API da qualificação'), 'AIza-nova');
    expect(within(dialog).queryByText(DEMO_QUALIFICATION)).not.toBeInTheDocument();
  });
});

describe('system settings dialog: fields shown on condition (spec 1 §4)', () => {
  it('asks for a qualification key only when the qualification runs on another provider', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    expect(field(dialog, 'Chave da API da qualificação')).not.toBeInTheDocument();
    await choose(dialog, 'Provedor da qualificação', 'DeepSeek');
    expect(field(dialog, 'Chave da API da qualificação')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Modelo da qualificação' })).toHaveTextContent(
      'deepseek-chat',
    );
    await choose(dialog, 'Provedor de IA', 'DeepSeek');
    expect(field(dialog, 'Chave da API da qualificação')).not.toBeInTheDocument();
  });

  it('shows typing, context and personality details only while each is on', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Comportamento');
    expect(field(dialog, 'Velocidade de digitação (caracteres por segundo)')).toBeInTheDocument();
    await flip(dialog, 'Simular digitação');
    expect(field(dialog, 'Velocidade de digitação (caracteres por segundo)')).not.toBeInTheDocument();
    expect(field(dialog, 'Variação da digitação (%)')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: 'Pausas inteligentes' })).not.toBeInTheDocument();

    expect(field(dialog, 'Mensagens lembradas')).toBeInTheDocument();
    await flip(dialog, 'Memória de contexto');
    expect(field(dialog, 'Mensagens lembradas')).not.toBeInTheDocument();

    expect(within(dialog).getByRole('combobox', { name: 'Tipo de personalidade' })).toHaveTextContent(
      'Amigável',
    );
    await flip(dialog, 'Personalidade');
    expect(within(dialog).queryByRole('combobox', { name: 'Tipo de personalidade' })).not.toBeInTheDocument();
  });

  it('shows the audio options only while audio replies are on', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Áudio');
    expect(within(dialog).queryByRole('combobox', { name: 'Voz' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Testar voz' })).not.toBeInTheDocument();
    await flip(dialog, 'Responder com áudio');
    expect(within(dialog).getByRole('combobox', { name: 'Voz' })).toHaveTextContent('fable');
    expect(within(dialog).getByRole('combobox', { name: 'Velocidade da fala' })).toHaveTextContent('1,0x');
    expect(within(dialog).getByRole('switch', { name: 'Melhoria de áudio' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Sons ambientes' })).toBeInTheDocument();
  });

  it('shows the schedule, the keywords and the consultant phone only while switched on', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Horários');
    expect(field(dialog, 'Início')).not.toBeInTheDocument();
    await flip(dialog, 'Atender somente em horário definido');
    expect(field(dialog, 'Início')).toHaveValue('08:00');
    expect(field(dialog, 'Fim')).toHaveValue('18:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Sexta-feira' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sábado' })).not.toBeChecked();

    await openSection(dialog, 'Notificações');
    expect(field(dialog, 'WhatsApp do consultor')).not.toBeInTheDocument();
    await flip(dialog, 'Notificar o consultor no WhatsApp');
    expect(field(dialog, 'WhatsApp do consultor')).toBeInTheDocument();
    expect(field(dialog, 'Palavras-chave')).toHaveValue(
      'urgente, problema, reclamação, cancelar, desconto, oferta',
    );
    await flip(dialog, 'Alertas por palavra-chave');
    expect(field(dialog, 'Palavras-chave')).not.toBeInTheDocument();
  });
});

describe('system settings dialog: bounds (spec 1 §5)', () => {
  it('shows one follow-up box per follow-up, at most 3, and says a larger maximum is refused', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    await openSection(dialog, 'Follow-up');
    expect(field(dialog, 'Mensagem do follow-up 1')).toBeInTheDocument();
    expect(field(dialog, 'Mensagem do follow-up 2')).not.toBeInTheDocument();
    const max = within(dialog).getByLabelText('Máximo de follow-ups');
    await userEvent.clear(max);
    await userEvent.type(max, '7');
    await userEvent.tab();
    expect(max).toHaveValue(7);
    expect(within(dialog).getByText('Máximo de follow-ups deve estar entre 1 e 3')).toBeVisible();
    expect(field(dialog, 'Mensagem do follow-up 3')).toBeInTheDocument();
  });

  it('keeps numbers typed out of range as typed and names the range of each', async () => {
    renderSettings();
    const dialog = await findLoadedDialog();
    const temperature = within(dialog).getByLabelText('Temperatura');
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '3.5');
    await userEvent.tab();
    expect(temperature).toHaveValue(3.5);
    expect(within(dialog).getByText('Temperatura deve estar entre 0 e 2')).toBeVisible();

    await openSection(dialog, 'Follow-up');
    const interval = within(dialog).getByLabelText('Intervalo do follow-up (horas)');
    await userEvent.clear(interval);
    await userEvent.type(interval, '500');
    await userEvent.tab();
    expect(interval).toHaveValue(500);
    expect(within(dialog).getByText('Intervalo do follow-up (horas) deve estar entre 1 e 168')).toBeVisible();

    await openSection(dialog, 'Comportamento');
    const speed = within(dialog).getByLabelText('Velocidade de digitação (caracteres por segundo)');
    await userEvent.clear(speed);
    await userEvent.type(speed, '5');
    await userEvent.tab();
    expect(speed).toHaveValue(5);
    expect(
      within(dialog).getByText('Velocidade de digitação (caracteres por segundo) deve estar entre 20 e 100'),
    ).toBeVisible();
  });
});
