/** react-admin resource messages: `resources.<name>.{name, fields, empty, invite, notifications}`. */
export const resourcesPtBR = {
  users: {
    name: 'Usuário |||| Usuários',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      password: 'Senha',
      role: 'Tipo de usuário',
      instances: 'Instâncias',
      createdAt: 'Criado em',
    },
    empty: 'Nenhum usuário cadastrado',
    invite: 'Crie o primeiro usuário para começar a atender pelo WhatsApp.',
    notifications: {
      created: 'Usuário criado com sucesso!',
      updated: 'Usuário atualizado com sucesso!',
      deleted: 'Usuário removido com sucesso!',
      createFailed: 'Falha ao criar usuário',
      updateFailed: 'Falha ao atualizar usuário',
      deleteFailed: 'Falha ao remover usuário',
    },
  },
  instances: {
    name: 'Instância |||| Instâncias',
    fields: {
      userId: 'Usuário',
      name: 'Nome da instância',
      phone: 'Telefone (WhatsApp)',
      notificationPhone: 'Telefone de notificação (opcional)',
      notificationName: 'Nome para notificação (opcional)',
      isConnected: 'Conexão',
    },
    empty: 'Nenhuma instância disponível',
    invite: 'Crie sua primeira instância para começar.',
    notifications: {
      created: 'Instância "%{name}" criada com sucesso!',
      updated: 'Instância atualizada com sucesso!',
      deleted: 'Instância removida com sucesso!',
      createFailed: 'Falha ao criar instância',
      updateFailed: 'Falha ao atualizar instância',
      deleteFailed: 'Falha ao remover instância',
      creationInProgress: 'Criação já em andamento, aguarde...',
    },
  },
} as const;
