import { meterAiCall } from '../observability/metrics';
import { isAiProviderError } from './errors';
import type { LlmProvider } from './port';

const kindOf = (error: unknown): string => (isAiProviderError(error) ? error.kind : 'unexpected');

/**
 * The provider with each call counted and timed for the operators' metrics, retries included (what
 * a customer waits for); its answers and errors are the provider's, untouched.
 */
export function meteredLlm(provider: LlmProvider): LlmProvider {
  return {
    id: provider.id,
    chat: (request) => meterAiCall(provider.id, 'chat', () => provider.chat(request), kindOf),
    qualify: (request) => meterAiCall(provider.id, 'qualify', () => provider.qualify(request), kindOf),
  };
}
