/** Message templates of official numbers, the 24-hour window and consent (issue 25). */
export const templatesResourcePtBR = {
  name: 'Modelo de mensagem |||| Modelos de mensagem',
  menu: 'Modelos de mensagem',
  fields: {
    name: 'Nome',
    instanceId: 'Número (API oficial)',
    category: 'Categoria',
    language: 'Idioma',
    header: 'Cabeçalho (opcional)',
    headerKind: 'Cabeçalho',
    headerFile: 'Arquivo de exemplo do cabeçalho',
    body: 'Texto',
    examples: 'Exemplos das variáveis',
    example: 'Exemplo de {{%{n}}}',
    footer: 'Rodapé (opcional)',
    buttons: 'Botões de resposta rápida',
    button: 'Texto do botão',
    status: 'Situação',
    rejectionReason: 'Motivo da recusa',
    updatedAt: 'Atualizado em',
  },
  helpers: {
    name: 'Apenas letras minúsculas, números e sublinhado (ex.: retorno_cliente)',
    body: 'Use {{1}}, {{2}}… para as partes que mudam a cada envio. O texto não pode começar nem terminar com uma variável.',
    buttons: 'Até 3 botões',
    headerFile:
      'A Meta analisa o modelo com este arquivo. Nos envios vai a foto do carro, quando houver, ou este arquivo.',
  },
  headerKinds: {
    none: 'Sem cabeçalho',
    text: 'Texto',
    image: 'Imagem (JPEG ou PNG, até 5 MB)',
    document: 'Documento (PDF, até 100 MB)',
  },
  /** The list's "Cabeçalho" column. */
  headerLabels: {
    text: 'Texto',
    image: 'Imagem',
    document: 'Documento',
    noSample: '%{kind} (sem arquivo)',
  },
  categories: { MARKETING: 'Marketing', UTILITY: 'Utilidade', AUTHENTICATION: 'Autenticação' },
  statuses: { PENDING: 'Em análise', APPROVED: 'Aprovado', REJECTED: 'Recusado', PAUSED: 'Pausado' },
  /** Meta's language codes a Brazilian shop meets; other codes are shown as they are. */
  languages: {
    pt_BR: 'Português (BR)',
    pt_PT: 'Português (Portugal)',
    en: 'Inglês',
    en_US: 'Inglês (EUA)',
    en_GB: 'Inglês (Reino Unido)',
    es: 'Espanhol',
    es_AR: 'Espanhol (Argentina)',
    es_ES: 'Espanhol (Espanha)',
    es_MX: 'Espanhol (México)',
  },
  errors: {
    name: 'Use apenas letras minúsculas, números e sublinhado (_)',
    headerFileMissing: 'Escolha o arquivo de exemplo do cabeçalho',
    imageType: 'A imagem do cabeçalho deve ser JPEG ou PNG',
    imageSize: 'A imagem do cabeçalho deve ter no máximo 5 MB',
    documentType: 'O documento do cabeçalho deve ser um PDF',
    documentSize: 'O documento do cabeçalho deve ter no máximo 100 MB',
  },
  empty: 'Nenhum modelo de mensagem cadastrado',
} as const;

export const templatesPtBR = {
  preview: 'Pré-visualização',
  headerImage: 'Imagem do cabeçalho',
  headerDocument: 'Documento do cabeçalho',
  sync: {
    button: 'Atualizar da Meta',
    pick: 'Escolha o número para atualizar',
    done: 'Modelos atualizados: %{updated} alterados, %{created} novos',
    failed: 'Não foi possível ler os modelos da conta da Meta',
  },
  window: {
    closed: 'Janela de 24 horas encerrada',
    explain:
      'O cliente não escreve há mais de 24 horas. Pela regra do WhatsApp, só é possível enviar um modelo aprovado.',
    pick: 'Modelo aprovado',
    none: 'Nenhum modelo aprovado neste número',
    variable: 'Valor de {{%{n}}}',
    send: 'Enviar modelo',
    sent: 'Modelo enviado',
    failed: 'Não foi possível enviar o modelo',
    noSample:
      'Este modelo tem imagem ou documento no cabeçalho, mas foi criado no painel da Meta e o Vendaí não tem o arquivo para enviar. Crie o modelo de novo em "Modelos de mensagem", com o arquivo, ou escolha outro modelo.',
  },
  consent: {
    unknown: 'Consentimento não informado',
    opted_in: 'Aceita receber mensagens',
    opted_out: 'Pediu para não receber mensagens',
    change: 'Alterar consentimento do contato',
    set: {
      opted_in: 'Registrar que aceita receber mensagens',
      opted_out: 'Registrar que pediu para não receber',
    },
    saved: 'Consentimento registrado',
    failed: 'Não foi possível registrar o consentimento',
  },
} as const;
