export {
  DEFAULT_TIMEOUT_MS,
  type GatewayClientOptions,
  type GatewayDialect,
  GatewayHttpClient,
  type GatewayRequest,
} from './client';
export { invalidAnswer, localError, rethrowAs } from './operation';
export { backoffDelay, DEFAULT_RETRY, type RetryPolicy, type RetryRuntime, withRetry } from './retry';
