import type { FastifyInstance } from 'fastify';
import type { PlaygroundBody, PlaygroundResponse } from '../../../contract/tools';
import { describeAiError } from '../../ai/error-text';
import type { ChatMessage } from '../../ai/port';
import { buildReplySystemPrompt } from '../../ai/prompt';
import { carName, type StockOffer } from '../../ai/stock-offer';
import { loadInstanceConfig } from '../../engine/config';
import { promptOptions, replyParts, stockForReply } from '../../engine/reply';
import { decideAiResponse } from '../../engine/shared/ai-decision';
import { replyProviders } from '../../engine/shared/ai-providers';
import { decisionFacts, loadDecisionFacts } from '../../engine/shared/decision-facts';
import { liveInstance } from './live-instance';

const PLAYGROUND_CONTACT = 'Cliente';
const HIDDEN = '••••••';

/** A key pasted into the prompt or echoed by the model never reaches the screen. */
function hideSecrets(text: string, secrets: readonly (string | null)[]): string {
  let shown = text;
  for (const secret of secrets) if (secret && secret.length >= 8) shown = shown.split(secret).join(HIDDEN);
  return shown;
}

function stockShown(offer: StockOffer | null): PlaygroundResponse['stock'] {
  if (!offer) return { match: null, vehicles: [] };
  return {
    match: offer.kind,
    vehicles: offer.cars.map((car) => ({
      id: car.id,
      car: carName(car),
      price: car.price,
      km: car.km,
      color: car.color,
    })),
  };
}

/**
 * The prompt playground: what the instance's AI, with its real prompt, provider, site knowledge and
 * stock, would answer to one customer message, and whether its switches would let it answer at all.
 * Nothing is stored and nothing goes to WhatsApp; the provider is really called (the admin is
 * trying the key and the prompt), the offline demo when the instance has no key.
 */
export async function tryPrompt(
  app: FastifyInstance,
  tenantId: string,
  instanceId: string,
  body: PlaygroundBody,
): Promise<PlaygroundResponse> {
  const started = performance.now();
  await liveInstance(app, tenantId, instanceId);
  const [config, facts] = await Promise.all([
    loadInstanceConfig(app, app.db, instanceId),
    loadDecisionFacts(app.db, instanceId),
  ]);
  const now = app.clock.now();
  const decision = decideAiResponse(
    decisionFacts(facts, { contactNumber: '', isAiActive: true, aiPausedReason: null, isNew: false }, now),
  );
  const messages: ChatMessage[] = [{ role: 'user', content: body.message }];
  const stock = await stockForReply(app.db, tenantId, messages);
  const system = buildReplySystemPrompt({
    stock,
    instancePrompt: config.ai.prompt,
    knowledge: config.knowledge,
    contactName: body.contactName || PLAYGROUND_CONTACT,
    now,
    timeZone: config.timeZone,
    ...promptOptions(config),
  });
  const providers = replyProviders(app, config.ai);
  const secrets = [config.ai.apiKey, config.ai.qualificationApiKey];
  let answer: string | null = null;
  let error: string | null = null;
  let model = providers.model;
  try {
    const result = await providers.llm.chat({
      model: providers.model,
      system,
      messages,
      temperature: config.ai.temperature,
      topP: config.ai.topP,
      stock,
    });
    model = result.model;
    answer = result.text.trim() ? hideSecrets(result.text, secrets) : null;
    if (!answer) error = 'O modelo devolveu uma resposta vazia';
  } catch (failure) {
    error = hideSecrets(describeAiError(failure), secrets);
  }
  return {
    answer,
    parts: answer ? replyParts(answer, config.settings, false) : [],
    error,
    provider: providers.choice.provider,
    model,
    demoReason: providers.choice.demoReason ?? null,
    decision: {
      shouldRespond: decision.shouldRespond,
      reason: decision.reason,
      switches: {
        organizationAiEnabled: facts.organizationAiEnabled,
        instanceAiEnabled: facts.instanceAiEnabled,
        aiConfigActive: facts.aiConfigActive,
        instanceGlobalAiEnabled: facts.instanceGlobalAiEnabled,
        enableAutoResponse: facts.settings.enableAutoResponse,
        aiScheduleEnabled: facts.settings.aiScheduleEnabled,
      },
    },
    prompt: {
      system: hideSecrets(system, secrets),
      messages,
      temperature: config.ai.temperature,
      topP: config.ai.topP,
    },
    stock: stockShown(stock),
    durationMs: Math.round(performance.now() - started),
  };
}
