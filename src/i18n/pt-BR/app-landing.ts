/** The public landing page shown at `/` to visitors who are not signed in (spec 3 §2.8). */
export const landingPtBR = {
  signIn: 'Entrar',
  hero: {
    badge: 'Feito para concessionárias e lojas de veículos',
    title: 'Seu WhatsApp vendendo 24 horas por dia com inteligência artificial',
    subtitle:
      'O Vendaí coloca um assistente de vendas com IA no WhatsApp da sua empresa: responde na hora, qualifica cada lead e entrega os clientes prontos para o seu time fechar negócio.',
    cta: 'Entrar na plataforma',
    secondary: 'Ver como funciona',
  },
  features: {
    title: 'Tudo o que o seu time comercial precisa',
    ai: {
      title: 'IA atendendo no WhatsApp',
      text: 'Responde cada cliente em segundos, a qualquer hora, com o tom e as informações da sua loja.',
    },
    qualification: {
      title: 'Qualificação HOT, WARM e COLD',
      text: 'Cada conversa vira um lead classificado como HOT, WARM ou COLD, com uma nota de 0 a 100.',
    },
    audio: {
      title: 'Respostas em áudio',
      text: 'Quando o cliente prefere ouvir, a IA responde com mensagens de voz naturais em português.',
    },
    followUp: {
      title: 'Follow-ups automáticos',
      text: 'Quem parou de responder recebe lembretes no momento certo, sem esforço do vendedor.',
    },
    handover: {
      title: 'Passagem para o consultor',
      text: 'Leads quentes vão para um consultor humano, avisado na hora pelo WhatsApp.',
    },
    kanban: {
      title: 'Kanban de cinco colunas',
      text: 'Acompanhe cada lead de Novos a Qualificados, Negociando, Vendidos ou Perdidos, arrastando os cartões.',
    },
    redistribution: {
      title: 'Redistribuição após 48 h',
      text: 'Leads sem atendimento por 48 horas passam automaticamente para outro consultor, que é notificado.',
    },
  },
  stats: {
    title: 'O Vendaí em números',
    always: { value: '24/7', label: 'atendimento sem pausa, inclusive à noite e nos fins de semana' },
    levels: { value: '3', label: 'níveis de qualificação: HOT, WARM e COLD' },
    stages: { value: '5', label: 'etapas no funil, de Novos a Vendidos' },
    idle: { value: '48 h', label: 'para um lead parado ir para outro consultor' },
  },
  demo: {
    title: 'Como funciona',
    step1: {
      title: 'O cliente chama no WhatsApp',
      text: 'A mensagem chega no número da loja, de dia ou de madrugada.',
    },
    step2: {
      title: 'A IA responde e negocia',
      text: 'O assistente tira dúvidas sobre veículos e condições e convida o cliente para uma visita.',
    },
    step3: {
      title: 'O lead é qualificado',
      text: 'A conversa recebe HOT, WARM ou COLD e aparece no Kanban de Leads.',
    },
    step4: {
      title: 'O consultor fecha a venda',
      text: 'Os leads quentes chegam ao consultor com todo o histórico da conversa.',
    },
  },
  testimonials: {
    title: 'Quem usa, recomenda',
    first: {
      quote:
        'Nenhum cliente fica sem resposta à noite ou no fim de semana. Na segunda de manhã os leads já estão qualificados.',
      name: 'Marcos Oliveira',
      role: 'Gerente comercial de concessionária, Campinas (SP)',
    },
    second: {
      quote: 'O Kanban acabou com as planilhas. Sei exatamente em que etapa está cada negociação.',
      name: 'Fernanda Lima',
      role: 'Proprietária de loja de seminovos, Belo Horizonte (MG)',
    },
    third: {
      quote: 'Com a redistribuição automática, nenhum lead fica esquecido com um vendedor ocupado.',
      name: 'Ricardo Santos',
      role: 'Diretor de vendas de um grupo de revendas, Curitiba (PR)',
    },
  },
  footer: '© %{year} Vendaí. Assistente de vendas com IA no WhatsApp.',
} as const;
