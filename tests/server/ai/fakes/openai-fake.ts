/**
 * A fake of the OpenAI API (also what DeepSeek speaks): chat completions, speech and transcriptions
 * in their real wire formats, with OpenAI's error body.
 */
import {
  type FakeReply,
  type FakeServer,
  formDataBody,
  jsonBody,
  type RecordedRequest,
  startFakeServer,
} from './http-fake';

/** First bytes of an MP3 (ID3 tag) and of an Ogg/Opus file, so the audio is recognisable. */
export const FAKE_MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0a, 1, 2, 3]);
export const FAKE_OGG = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0x00, 0x02, 0x00, 0x00, 4, 5, 6]);

export interface FakeOpenAi extends FakeServer {
  /** Content of the next default chat completions. */
  chatContent: string;
  transcriptText: string;
}

export function chatCompletion(model: string, content: string | null): Record<string, unknown> {
  return {
    id: 'chatcmpl-fake123',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: content === null ? 'length' : 'stop',
      },
    ],
    usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
  };
}

export function openAiError(
  status: number,
  message: string,
  type = 'invalid_request_error',
  code: string | null = null,
  headers: Record<string, string> = {},
): FakeReply {
  return { status, headers, json: { error: { message, type, param: null, code } } };
}

function modelOf(request: RecordedRequest): string {
  const body = jsonBody(request);
  return typeof body === 'object' && body !== null && 'model' in body && typeof body.model === 'string'
    ? body.model
    : 'unknown';
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  // The handler reads the live object, so a test can change the scripted texts between calls.
  let fake: FakeOpenAi | undefined;
  const server = await startFakeServer((request) => {
    // OpenAI checks the key on every call; a key starting with "sk-wrong" stands for a revoked one.
    if (String(request.headers.authorization ?? '').startsWith('Bearer sk-wrong')) {
      return openAiError(
        401,
        'Incorrect API key provided: sk-wrong***. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    if (request.method === 'POST' && request.path.endsWith('/chat/completions')) {
      return { json: chatCompletion(`${modelOf(request)}-2024-07-18`, fake?.chatContent ?? '') };
    }
    if (request.method === 'POST' && request.path.endsWith('/audio/speech')) {
      const body = jsonBody(request);
      const opus =
        typeof body === 'object' &&
        body !== null &&
        'response_format' in body &&
        body.response_format === 'opus';
      return {
        headers: { 'content-type': opus ? 'audio/ogg' : 'audio/mpeg' },
        body: opus ? FAKE_OGG : FAKE_MP3,
      };
    }
    if (request.method === 'POST' && request.path.endsWith('/audio/transcriptions')) {
      return { json: { text: fake?.transcriptText ?? '', usage: { type: 'duration', seconds: 3 } } };
    }
    if (request.method === 'GET' && request.path.endsWith('/models')) {
      return {
        json: {
          object: 'list',
          data: [
            { id: 'gpt-4o-mini', object: 'model', created: 1_721_172_741, owned_by: 'system' },
            { id: 'gpt-4.1-mini', object: 'model', created: 1_744_318_173, owned_by: 'system' },
          ],
        },
      };
    }
    return openAiError(404, `Unknown route ${request.method} ${request.path}`);
  });
  fake = Object.assign(server, {
    chatContent: 'Olá! Temos o Onix 2024 a partir de R$ 89.900.',
    transcriptText: 'Quero saber o preço do Onix',
  });
  return fake;
}

export { formDataBody, jsonBody };
