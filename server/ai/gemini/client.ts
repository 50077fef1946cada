/** Builds the `@google/genai` client from the tenant's key and our base URL, never from process.env. */
import { GoogleGenAI } from '@google/genai';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

export function createGeminiClient(apiKey: string, baseUrl: string | undefined): GoogleGenAI {
  return new GoogleGenAI({
    apiKey,
    // Explicit, or GOOGLE_GENAI_USE_VERTEXAI in the environment could switch the backend.
    vertexai: false,
    // No retryOptions: the SDK then makes a single fetch and withRetry owns the policy.
    httpOptions: { baseUrl: baseUrl ?? GEMINI_DEFAULT_BASE_URL },
  });
}
