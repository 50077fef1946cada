import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildSimulatorInstance,
  buildTimeline,
  buildTimelineItem,
  QR_DATA_URL,
} from '../../../tests/web/dashboard/fixtures';
import { installMatchMedia, PHONE_WIDTH } from '../../../tests/web/matchMedia';
import { renderSimulator } from '../../../tests/web/simulator/renderSimulator';

afterEach(() => {
  vi.useRealTimers();
});

const phone = () => screen.findByRole('region', { name: 'Celular do cliente' });

describe('/simulator access and states', () => {
  it('is restricted to admins', async () => {
    renderSimulator({ simulatorInstances: [buildSimulatorInstance()] }, { role: 'vendedor' });
    expect(await screen.findByText('Acesso restrito')).toBeVisible();
    expect(
      screen.getByText('O simulador de WhatsApp está disponível apenas para administradores.'),
    ).toBeVisible();
  });

  it('shows a loading state', async () => {
    renderSimulator({}, { stage: (api) => (api.getSimulatorInstances = () => new Promise(() => {})) });
    expect(await screen.findByText('Carregando instâncias do simulador...')).toBeVisible();
  });

  it('shows an error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSimulator(
      {},
      { stage: (api) => (api.getSimulatorInstances = vi.fn().mockRejectedValue(new Error('fora do ar'))) },
    );
    expect(await screen.findByText('Erro ao carregar o simulador', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('says when no instance uses the simulator', async () => {
    renderSimulator({ simulatorInstances: [] });
    expect(await screen.findByText('Nenhuma instância usa o simulador')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir para o Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('/simulator phone', () => {
  it("shows the QR of a disconnected instance and 'Escanear QR Code' calls the scan", async () => {
    const instance = buildSimulatorInstance({ name: 'Loja Simulada' });
    const { dataProvider } = renderSimulator({ simulatorInstances: [instance] });
    const scan = vi.spyOn(dataProvider, 'scanSimulatorQr');
    expect(await screen.findByRole('img', { name: 'QR Code da instância Loja Simulada' })).toHaveAttribute(
      'src',
      QR_DATA_URL,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escanear QR Code' }));
    expect(scan).toHaveBeenCalledWith(instance.id);
    expect(await screen.findByText('QR Code escaneado')).toBeVisible();
  });

  it("lists the instance's customers, newest chat first, and picks one for the phone", async () => {
    const instance = buildSimulatorInstance({ isConnected: true });
    renderSimulator({
      simulatorInstances: [instance],
      chats: [
        {
          contactNumber: '5511977776666',
          contactName: 'Marta Reis',
          lastMessage: 'Tem financiamento?',
          lastMessageAt: '2025-01-10T12:00:00.000Z',
        },
      ],
    });
    const contact = await screen.findByRole('button', { name: /Marta Reis/ }, { timeout: 5_000 });
    expect(within(contact).getByText('Tem financiamento?')).toBeVisible();
    await userEvent.click(contact);
    expect(within(await phone()).getByLabelText('Número do cliente')).toHaveValue('5511977776666');
  });

  it('hides the scan button once connected', async () => {
    renderSimulator({ simulatorInstances: [buildSimulatorInstance({ isConnected: true, qrCode: null })] });
    expect(await screen.findByText('Conectado')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Escanear QR Code' })).not.toBeInTheDocument();
  });

  it('sends a text as the default customer when Enter is pressed', async () => {
    const instance = buildSimulatorInstance({ isConnected: true });
    const { dataProvider } = renderSimulator({ simulatorInstances: [instance] });
    const send = vi.spyOn(dataProvider, 'sendSimulatorMessage');
    const panel = await phone();
    expect(within(panel).getByLabelText('Número do cliente')).toHaveValue('5511988887777');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Mensagem' }), 'Olá, tem o Onix?{Enter}');
    expect(send).toHaveBeenCalledWith(instance.id, {
      contactNumber: '5511988887777',
      contactName: 'Cliente Simulado',
      text: 'Olá, tem o Onix?',
    });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Mensagem' })).toHaveValue(''));
  });

  it('attaches an image as base64 and refuses a file over 10 MB', async () => {
    const instance = buildSimulatorInstance({ isConnected: true });
    const { dataProvider } = renderSimulator({ simulatorInstances: [instance] });
    const send = vi.spyOn(dataProvider, 'sendSimulatorMessage');
    const panel = await phone();
    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;

    const huge = new File(['x'], 'video.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(input, huge);
    expect(await screen.findByText('Arquivo muito grande: o limite é 10 MB.')).toBeVisible();

    await userEvent.upload(input, new File(['oi'], 'carro.png', { type: 'image/png' }));
    expect(await within(panel).findByText('carro.png')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledWith(instance.id, {
      contactNumber: '5511988887777',
      contactName: 'Cliente Simulado',
      media: { kind: 'image', base64: 'b2k=', mimetype: 'image/png', fileName: 'carro.png' },
    });
  });

  it("shows the customer's messages on the right and the business's on the left", async () => {
    const timeline = buildTimeline([
      buildTimelineItem({ from: 'customer', text: 'Olá, tem o Onix 2020?' }),
      buildTimelineItem({ from: 'business', text: 'Temos sim! Quer agendar uma visita?' }),
    ]);
    renderSimulator({ simulatorInstances: [buildSimulatorInstance({ isConnected: true })], timeline });
    const panel = await phone();
    const customer = await within(panel).findByRole('listitem', { name: 'Você (cliente)' });
    const business = within(panel).getByRole('listitem', { name: 'Empresa' });
    expect(customer).toHaveTextContent('Olá, tem o Onix 2020?');
    expect(customer).toHaveStyle({ justifyContent: 'flex-end' });
    expect(business).toHaveTextContent('Temos sim! Quer agendar uma visita?');
    expect(business).toHaveStyle({ justifyContent: 'flex-start' });
  });

  it("shows the business's WhatsApp formatting styled on the phone", async () => {
    const timeline = buildTimeline([
      buildTimelineItem({ from: 'business', text: 'Temos o *Onix* por ~R$ 70 mil~ R$ 65 mil' }),
    ]);
    renderSimulator({ simulatorInstances: [buildSimulatorInstance({ isConnected: true })], timeline });
    const panel = await phone();
    const business = await within(panel).findByRole('listitem', { name: 'Empresa' });
    expect(business).toHaveTextContent('Temos o Onix por R$ 70 mil R$ 65 mil');
    expect(within(business).getByText('Onix').tagName).toBe('STRONG');
    expect(within(business).getByText('R$ 70 mil').tagName).toBe('S');
  });

  it('refreshes the chat every 2 s and on a live new_message of the instance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const instance = buildSimulatorInstance({ isConnected: true });
    const { dataProvider, emit } = renderSimulator({ simulatorInstances: [instance] });
    const timeline = vi.spyOn(dataProvider, 'getSimulatorTimeline');
    await within(await phone()).findByText('Nenhuma mensagem ainda. Escreva como cliente para começar.');
    const calls = timeline.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(timeline.mock.calls.length).toBe(calls + 1);
    act(() =>
      emit({
        type: 'new_message',
        instanceId: instance.id,
        conversationId: 'c',
        messageId: 'm',
        origin: 'ai',
      }),
    );
    await waitFor(() => expect(timeline.mock.calls.length).toBe(calls + 2));
  });

  it('fits a phone: one column', async () => {
    installMatchMedia(PHONE_WIDTH);
    renderSimulator({ simulatorInstances: [buildSimulatorInstance()] });
    expect(await phone()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Escanear QR Code' })).toBeVisible();
  });
});
