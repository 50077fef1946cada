/** The users and instances admin at `/simple-users` (spec 3 §2.1). */
export const simpleUsersPtBR = {
  newUser: 'Novo Usuário',
  newInstance: 'Nova Instância',
  everyUserHasInstance: 'Todos os usuários já possuem uma instância',
  hint: 'Fluxo simples: 1) crie o usuário; 2) crie uma instância (o número de WhatsApp) para ele; 3) conecte o WhatsApp no Dashboard lendo o QR Code.',
  loading: 'Carregando usuários...',
  loadError: 'Erro ao carregar usuários',
  createFirstUser: 'Criar primeiro usuário',
  columns: {
    name: 'Nome',
    email: 'E-mail',
    role: 'Tipo',
    instances: 'Instâncias',
    whatsapp: 'Status WhatsApp',
    actions: 'Ações',
  },
  roles: {
    admin: 'Admin',
    vendedor: 'Vendedor',
    super_admin: 'Super Admin',
  },
  noInstances: 'Nenhuma instância',
  connection: {
    on: 'ON',
    off: 'OFF',
  },
  whatsappStatus: {
    connected: 'Conectado',
    partial: '%{connected} de %{total} conectadas',
    disconnected: 'Desconectado',
    none: 'Sem instância',
  },
  actions: {
    addInstance: 'Adicionar instância para %{name}',
    editUser: 'Editar usuário %{name}',
    deleteUser: 'Remover usuário %{name}',
    editInstance: 'Editar instância %{name}',
    deleteInstance: 'Remover instância %{name}',
  },
  userDialog: {
    createTitle: 'Novo Usuário',
    editTitle: 'Editar Usuário',
    passwordKeepHint: 'Deixe em branco para manter a senha atual',
    create: 'Criar Usuário',
    save: 'Salvar Alterações',
    saving: 'Salvando...',
  },
  instanceDialog: {
    createTitle: 'Nova Instância',
    editTitle: 'Editar Instância',
    selectUser: 'Selecione um usuário',
    phoneHint: 'Código do país 55 + DDD + número (13 dígitos para celular). Ex.: 5511987654321',
    notificationPhoneHint: 'Número que recebe os avisos de leads quentes',
    create: 'Criar Instância',
    creating: 'Criando...',
    save: 'Salvar Alterações',
    saving: 'Salvando...',
  },
  deleteUser: {
    title: 'Remover usuário',
    content:
      'Tem certeza que deseja remover o usuário %{name}? Todas as instâncias deste usuário também serão removidas. Esta ação não pode ser desfeita.',
  },
  deleteInstance: {
    title: 'Remover instância',
    content:
      'Tem certeza que deseja remover a instância %{name}? Ela será desconectada e todas as suas conversas serão perdidas. Esta ação não pode ser desfeita.',
  },
  confirmDelete: 'Remover',
} as const;
