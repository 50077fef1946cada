import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMessage } from '../../../../tests/web/inbox/chat/testing/builders';
import { installFakeChatServer } from '../../../../tests/web/inbox/chat/testing/fakeChatServer';
import { stubChatLayout } from '../../../../tests/web/inbox/chat/testing/layout';
import { renderChat } from '../../../../tests/web/inbox/chat/testing/renderChat';
import { TEST_TOKEN } from '../../../../tests/web/session';

const createObjectURL = vi.fn((_blob: Blob) => 'blob:loja.test/1');
const revokeObjectURL = vi.fn((_url: string) => {});

/** jsdom plays no audio: this element "plays" on demand and lasts 40 s. */
const stubAudio = () => {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(40);
  let time = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(() => time);
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation((value: number) => {
    time = value;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
};

beforeEach(() => {
  stubChatLayout();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: createObjectURL,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: revokeObjectURL,
  });
});

describe('media in the chat', () => {
  it('loads an image with the session token and releases it when the chat closes', async () => {
    const image = buildMessage({
      mediaType: 'image',
      mediaUrl: '/api/messages/img-1/media',
      content: 'Foto do carro',
    });
    const server = installFakeChatServer({ pages: [{ messages: [image], hasMore: false }] });
    const view = renderChat();
    const picture = await screen.findByRole('img', { name: 'Imagem enviada na conversa' });
    expect(picture).toHaveAttribute('src', 'blob:loja.test/1');
    expect(screen.getByText('Foto do carro')).toBeVisible();
    const mediaCall = server.fetchMock.mock.calls.find(
      ([url]) => String(url) === '/api/messages/img-1/media',
    );
    expect(new Headers(mediaCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);

    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:loja.test/1');
  });

  it('plays a voice note, seeks on the waveform and goes back to the start at the end', async () => {
    stubAudio();
    const audio = buildMessage({ mediaType: 'audio', mediaUrl: '/api/messages/aud-1/media', content: '' });
    const server = installFakeChatServer({ pages: [{ messages: [audio], hasMore: false }] });
    server.on(
      'GET',
      /\/media$/,
      () => new Response('ogg', { headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    renderChat();
    const play = await screen.findByRole('button', { name: 'Reproduzir áudio' });
    const element = document.querySelector('audio') as HTMLAudioElement;
    fireEvent.loadedMetadata(element);
    // A voice note without a type is played as WhatsApp's Ogg.
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('audio/ogg');

    await userEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pausar áudio' })).toBeVisible();

    const waveform = screen.getByRole('slider', { name: 'Posição do áudio' });
    expect(waveform.children).toHaveLength(60);
    vi.spyOn(waveform, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 32 }),
    );
    fireEvent.click(waveform, { clientX: 50 });
    expect(waveform).toHaveAttribute('aria-valuenow', '10');

    fireEvent.ended(element);
    expect(waveform).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reproduzir áudio' })).toBeVisible());
  });

  it('shows a document with its name and size', async () => {
    const file = buildMessage({
      mediaType: 'document',
      mediaUrl: '/api/messages/doc-1/media',
      mediaFilename: 'proposta.pdf',
      mediaSize: 1_572_864,
      content: '',
    });
    installFakeChatServer({ pages: [{ messages: [file], hasMore: false }] });
    renderChat();
    expect(await screen.findByText('proposta.pdf')).toBeVisible();
    expect(screen.getByText('1,5 MB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Baixar proposta.pdf' })).toBeEnabled();
  });
});
