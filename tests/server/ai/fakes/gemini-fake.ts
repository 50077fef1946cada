/** A fake of the Gemini API's generateContent, with its real request, response and error shapes. */
import { type FakeReply, type FakeServer, jsonBody, startFakeServer } from './http-fake';

export interface FakeGemini extends FakeServer {
  /** Text of the next default answers. */
  replyText: string;
}

export function geminiResponse(text: string, modelVersion = 'gemini-1.5-flash-002'): Record<string, unknown> {
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: { promptTokenCount: 31, candidatesTokenCount: 9, totalTokenCount: 40 },
    modelVersion,
  };
}

export function geminiError(
  status: number,
  message: string,
  statusText: string,
  details?: unknown[],
): FakeReply {
  return {
    status,
    json: { error: { code: status, message, status: statusText, ...(details ? { details } : {}) } },
  };
}

const GENERATE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

export async function startFakeGemini(): Promise<FakeGemini> {
  // The handler reads the live object, so a test can change the scripted text between calls.
  let fake: FakeGemini | undefined;
  const server = await startFakeServer((request) => {
    const match = GENERATE.exec(request.path);
    if (request.method === 'POST' && match)
      return { json: geminiResponse(fake?.replyText ?? '', `${match[1]}-002`) };
    if (request.method === 'GET' && request.path === '/v1beta/models') {
      // Gemini answers a wrong key with 400 INVALID_ARGUMENT and the reason API_KEY_INVALID.
      if (String(request.headers['x-goog-api-key'] ?? '').startsWith('wrong')) {
        return geminiError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
          },
        ]);
      }
      return {
        json: {
          models: [
            {
              name: 'models/gemini-2.0-flash',
              displayName: 'Gemini 2.0 Flash',
              supportedGenerationMethods: ['generateContent', 'countTokens'],
            },
          ],
          nextPageToken: '',
        },
      };
    }
    return geminiError(404, `Method not found: ${request.path}`, 'NOT_FOUND');
  });
  fake = Object.assign(server, { replyText: 'Boa tarde! Temos o HB20 disponível para test drive.' });
  return fake;
}

export { jsonBody };
