/** Failures nobody may miss: a reply that gave up, a refused key, screens a role may only read. */
export const attentionPtBR = {
  instanceFailing: 'IA falhando',
  keyRejected: 'chave recusada',
  lastFailureAt: 'Última falha em %{time}',
  keyRejectedHint: 'As respostas estão paradas até a chave ser trocada nas configurações.',
  needsAttention: 'precisa de atenção',
  needsAttentionFilter: 'Precisa de atenção',
  needsAttentionTooltip: 'A IA não conseguiu responder: %{reason}',
  removeKey: 'Remover chave',
  keyRemoved: 'Chave removida',
  keyAccepted: 'Chave da API aceita pelo provedor',
  keyUnverified: 'Chave salva, mas não foi possível verificá-la agora',
  readOnlyNote: 'Somente administradores podem alterar estas configurações. Você pode consultá-las.',
  outOfRange: '%{field} deve estar entre %{min} e %{max}',
  token: 'Token da API',
  moreActions: 'Mais ações',
  moreInstanceActions: 'Mais ações de %{name}',
} as const;
