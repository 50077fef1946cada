import type { FastifyInstance } from 'fastify';
import type { RestartAiResponse, TestVoiceBody, TestVoiceResponse } from '../../../contract/ai-config';
import { PROVIDER_LABELS } from '../../ai/errors';
import { isAiProviderError } from '../../ai/port';
import { chooseProvider, createSpeechProvider } from '../../ai/registry';
import { loadInstanceConfig } from '../../engine/config';
import { aiDefaults } from '../../engine/shared/ai-providers';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, HttpError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { requireReadable, requireWritable } from './access';
import { updateInstanceColumns } from './repository';

/**
 * POST /api/instances/:id/ai/restart (admins): the AI's context starts now, so its next replies
 * ignore everything said before (spec 1 §4). Messages stay in the inbox; only the AI forgets them.
 */
export async function restartAi(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
  source: AuditActor,
): Promise<RestartAiResponse> {
  const at = app.clock.now();
  await app.db.transaction(async (tx) => {
    const instance = await requireWritable(tx, actor, instanceId, { lock: true });
    await updateInstanceColumns(tx, actor.organizationId, instanceId, { aiMemoryResetAt: at }, at);
    await recordAudit(tx, {
      ...source,
      action: 'ai.memory_reset',
      target: { type: 'instance', id: instanceId, label: instance.name },
    });
  });
  return { success: true, message: 'Memória da IA apagada', contextSince: at.toISOString() };
}

export const VOICE_TEST_SAMPLE =
  'Olá! Aqui é o assistente da loja. Posso te ajudar a encontrar o carro ideal e agendar uma visita?';

/**
 * POST /api/instances/:id/test-voice: a sample spoken by the instance's speech provider in the
 * chosen voice; the demo voice while the instance has no key. Nothing is stored or sent, so anyone
 * who sees the instance may listen.
 */
export async function testVoice(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
  body: TestVoiceBody,
): Promise<TestVoiceResponse> {
  await requireReadable(app.db, actor, instanceId);
  const { ai } = await loadInstanceConfig(app, app.db, instanceId);
  const choice = chooseProvider(ai);
  const speech = createSpeechProvider({ ...choice, model: ai.model }, aiDefaults(app));
  if (!speech?.capabilities.synthesize) {
    const label = PROVIDER_LABELS[choice.provider];
    throw badRequest(
      `O provedor ${label} não gera áudio. Use OpenAI para testar e responder com voz.`,
      'audio_unsupported',
    );
  }
  try {
    const audio = await speech.synthesize({
      text: body.text?.trim() || VOICE_TEST_SAMPLE,
      voice: body.voice,
      speed: body.speed ?? ai.audioSpeed,
      format: 'mp3',
    });
    return {
      success: true,
      voice: body.voice,
      audioBase64: Buffer.from(audio.bytes).toString('base64'),
      mimetype: audio.mimetype,
    };
  } catch (error) {
    if (!isAiProviderError(error)) throw error;
    throw new HttpError(502, 'ai_provider_error', `Falha ao gerar o áudio: ${error.providerMessage}`, {
      provider: error.provider,
      kind: error.kind,
    });
  }
}
