import type { IssueCode, ReadinessIssue } from '../../../contract/diagnostic';

/**
 * The problems the diagnostic can find (spec 3 §4), each with what a person does about it and the
 * page where it is done. The penalties add up to 100 points of readiness.
 */

export interface IssueInputs {
  instanceId: string;
  whatsappConnected: boolean;
  /** The configured provider needs a key and none is stored (the demo provider answers meanwhile). */
  keyMissing: boolean;
  instanceAiOn: boolean;
  organizationAiOn: boolean;
  hasPrompt: boolean;
  /** Customers wrote in the window and the AI, switched on, answered none. */
  notReplying: boolean;
  webhookConfigured: boolean;
  gateway: 'simulator' | 'evolution' | 'cloud';
  hasGatewayToken: boolean;
}

const dashboardDialog = (dialog: string, id: string) => `/?dialog=${dialog}&id=${encodeURIComponent(id)}`;

const CATALOG: Record<IssueCode, (input: IssueInputs) => Omit<ReadinessIssue, 'code'>> = {
  whatsapp_disconnected: ({ instanceId }) => ({
    message: 'WhatsApp não conectado',
    action: 'Conecte o número lendo o QR Code no painel de instâncias.',
    link: dashboardDialog('qr', instanceId),
    quickFix: 'syncStatus',
    penalty: 20,
  }),
  openai_key_missing: ({ instanceId }) => ({
    message: 'Chave da OpenAI não configurada',
    action: 'Adicione a chave de API nas configurações de IA da instância.',
    link: dashboardDialog('settings', instanceId),
    quickFix: null,
    penalty: 25,
  }),
  ai_disabled: ({ instanceId }) => ({
    message: 'IA desativada nesta instância',
    action: 'Ative a IA da instância (botão "Ativar IA" ou as configurações da instância).',
    link: dashboardDialog('settings', instanceId),
    quickFix: 'aiEnabled',
    penalty: 25,
  }),
  organization_ai_disabled: () => ({
    message: 'IA global desativada',
    action: 'Ligue a IA global em Configurações do Sistema.',
    link: '/settings',
    quickFix: null,
    penalty: 25,
  }),
  prompt_missing: ({ instanceId }) => ({
    message: 'Prompt da IA não configurado',
    action: 'Escreva o prompt (quem é a loja, o que vende, como atender) nas configurações de IA.',
    link: dashboardDialog('settings', instanceId),
    quickFix: null,
    penalty: 15,
  }),
  not_replying: ({ instanceId }) => ({
    message: 'Recebendo mensagens, mas a IA não responde',
    action: 'Veja no monitor de webhooks a decisão da IA de cada mensagem recebida.',
    link: `/webhook-monitor?instanceId=${encodeURIComponent(instanceId)}`,
    quickFix: null,
    penalty: 10,
  }),
  webhook_not_configured: ({ instanceId, hasGatewayToken, gateway }) =>
    gateway === 'evolution' && !hasGatewayToken
      ? {
          message: 'Webhook não configurado',
          action: 'Informe o token e a API Key da Evolution API.',
          link: dashboardDialog('token', instanceId),
          quickFix: null,
          penalty: 15,
        }
      : {
          message: 'Webhook não configurado',
          action: 'Reconfigure o webhook da instância na Evolution API em Ferramentas.',
          link: `/tools?instanceId=${encodeURIComponent(instanceId)}`,
          quickFix: null,
          penalty: 15,
        },
};

function codesOf(input: IssueInputs): IssueCode[] {
  const codes: IssueCode[] = [];
  if (!input.organizationAiOn) codes.push('organization_ai_disabled');
  if (!input.instanceAiOn) codes.push('ai_disabled');
  if (input.keyMissing) codes.push('openai_key_missing');
  if (!input.whatsappConnected) codes.push('whatsapp_disconnected');
  if (!input.webhookConfigured) codes.push('webhook_not_configured');
  if (!input.hasPrompt) codes.push('prompt_missing');
  if (input.notReplying) codes.push('not_replying');
  return codes;
}

export function findIssues(input: IssueInputs): ReadinessIssue[] {
  return codesOf(input).map((code) => ({ code, ...CATALOG[code](input) }));
}

export function readinessScore(issues: readonly ReadinessIssue[]): number {
  return Math.max(0, 100 - issues.reduce((sum, issue) => sum + issue.penalty, 0));
}
