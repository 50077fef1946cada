/** What an AI provider's failure means, in pt-BR, for the chat note, the monitor and the dashboard. */
import { type AiErrorKind, AiProviderError, PROVIDER_LABELS } from './errors';

const MEANING: Record<AiErrorKind, (provider: string) => string> = {
  auth: (provider) => `${provider} recusou a chave de API`,
  rate_limit: (provider) => `${provider} recusou por limite de uso ou cota esgotada`,
  bad_request: (provider) => `${provider} recusou o pedido (modelo ou parâmetros inválidos)`,
  unavailable: (provider) => `${provider} indisponível no momento`,
  timeout: (provider) => `${provider} não respondeu a tempo`,
  invalid_response: (provider) => `${provider} devolveu uma resposta inválida`,
};

/** "OpenAI recusou a chave de API (401): Incorrect API key provided" — our words, then theirs. */
export function describeAiError(error: unknown): string {
  if (error instanceof AiProviderError) {
    const status = error.status === undefined ? '' : ` (${error.status})`;
    const theirs = error.providerMessage.replace(/\s+/g, ' ').trim().slice(0, 300);
    return `${MEANING[error.kind](PROVIDER_LABELS[error.provider])}${status}: ${theirs}`;
  }
  const text = error instanceof Error ? error.message : String(error);
  return `Erro ao gerar a resposta: ${text.replace(/\s+/g, ' ').slice(0, 300)}`;
}

/** A refusal of the key itself (401/403), as opposed to a refusal of one request. */
export const isKeyRefusal = (error: unknown): error is AiProviderError =>
  error instanceof AiProviderError && error.kind === 'auth';
