/** Toasts raised by live socket events (spec 1 §4, §8). */
export const realtimePtBR = {
  contactRenamed: {
    title: 'Contato atualizado',
    detail: '%{oldName} agora se chama %{newName}',
  },
  sessionExpired: {
    title: 'Sessão Expirada',
    detail: 'Sua sessão expirou. Faça login novamente.',
  },
} as const;
