/**
 * `transferir_para_consultor`: the customer goes to a human, as a HOT lead does — the conversation
 * counts as transferred, the AI pauses when the instance lets a human take over (its answer in
 * progress still goes out), and the consultant is notified on WhatsApp with the reason.
 */
import { z } from 'zod';
import { loadOrgSettings } from '../../lib/org-settings';
import { loadInstanceConfig } from '../config';
import { consultantPhone, queueConsultantNotice, writeLog } from '../jobs/alerts';
import { markTransferred, pauseAiForConsultant } from '../qualify';
import type { AiTool } from './types';

const Args = z.object({
  motivo: z
    .string()
    .trim()
    .min(3)
    .max(300)
    .describe(
      'Por que um consultor humano deve assumir, em uma frase (ex.: "cliente pediu para falar com um vendedor").',
    ),
});

export const transferirParaConsultor: AiTool<typeof Args> = {
  name: 'transferir_para_consultor',
  description:
    'Transfere o atendimento para um consultor humano. Use quando o cliente pedir uma pessoa ou quando você não puder ajudar.',
  parameters: Args,
  async run(context, { motivo }) {
    const { deps, organizationId, instanceId, conversationId, now } = context;
    const { settings } = await loadInstanceConfig(deps, deps.db, instanceId);
    const handed = await deps.db.transaction(async (tx) => {
      const first = await markTransferred(tx, organizationId, conversationId, now);
      const aiPaused =
        settings.humanAssumesEnabled && (await pauseAiForConsultant(tx, organizationId, conversationId, now));
      if (aiPaused)
        await deps.events.publish(
          organizationId,
          { type: 'ai_disabled_auto', instanceId, conversationId },
          tx,
        );
      const org = await loadOrgSettings(tx, organizationId);
      // The organization's 'Alertas WhatsApp' switch governs the consultant's WhatsApp notice.
      const notified = consultantPhone(settings) !== null && org?.whatsappAlerts !== false;
      if (notified)
        await queueConsultantNotice(
          tx,
          { organizationId, instanceId, conversationId, messageId: null, handOver: motivo },
          now,
        );
      await writeLog(tx, {
        organizationId,
        instanceId,
        level: 'info',
        category: 'qualification',
        message: `IA transferiu a conversa ao consultor: ${motivo}${aiPaused ? '; IA pausada na conversa' : ''}`,
        metadata: { conversationId, reason: motivo, aiPaused, consultantNotified: notified, first },
        at: now,
      });
      return { aiPaused, notified };
    });
    return {
      ok: true,
      result: {
        transferido: true,
        consultorAvisado: handed.notified,
        orientacao: 'Diga ao cliente que um consultor vai continuar o atendimento por aqui em breve.',
      },
      timeline: `IA transferiu para consultor — motivo: ${motivo}`,
    };
  },
};

export const handOverTools: readonly AiTool[] = [transferirParaConsultor];
