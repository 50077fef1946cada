export { createEvolutionGateway, type EvolutionGatewayOptions } from './evolution-gateway';
export {
  buildEvolutionWebhook,
  DEFAULT_WEBHOOK_EVENTS,
  evolutionWebhookUrl,
  WEBHOOK_SECRET_HEADER,
  webhookSecretMatches,
} from './webhook-config';
