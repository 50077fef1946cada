/** The admin's workbench at `/tools`. */
export const toolsPtBR = {
  title: 'Ferramentas Avançadas',
  subtitle:
    'Para quando algo não funcionou: reconfigure o webhook de uma instância ou reenvie um evento recebido.',
  instance: 'Instância',
  resync: {
    title: 'Reconfigurar o webhook',
    detail: 'Aponta de novo o webhook da instância no provedor para este servidor (URL, segredo e eventos).',
    button: 'Reconfigurar webhook',
    done: 'Webhook reconfigurado',
    failed: 'Não foi possível reconfigurar o webhook',
  },
  replay: {
    title: 'Reenviar um evento recebido',
    detail:
      'Escolha um webhook no monitor e reenvie-o para a recepção. Mensagens já gravadas não são duplicadas.',
    webhookId: 'ID do webhook (do monitor)',
    button: 'Reenviar evento',
    done: 'Evento reenviado',
    failed: 'Não foi possível reenviar o evento',
    monitor: 'Abrir o Monitor de Webhooks',
  },
} as const;
