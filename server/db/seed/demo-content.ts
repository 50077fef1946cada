/** The demo organization's story: two numbers of a car dealer and a few customers at every stage. */

export type Origin = 'contact' | 'ai' | 'human' | 'followup';
export type SeedLeadStatus = 'new' | 'qualified' | 'negotiating' | 'closed_won' | 'closed_lost';

export interface SeedMessage {
  origin: Origin;
  text: string;
  /** Minutes before now. */
  ago: number;
}

export interface SeedConversation {
  instance: 0 | 1;
  contactName: string;
  contactNumber: string;
  unread: number;
  aiActive: boolean;
  followUpActive: boolean;
  transferred?: boolean;
  lead: {
    status: SeedLeadStatus;
    level?: 'HOT' | 'WARM' | 'COLD';
    score?: number;
    lostReason?: string;
    soldChannel?: string;
  };
  messages: SeedMessage[];
}

export const DEMO_INSTANCES = [
  { name: 'Vendas Loja Centro', phone: '5511940001234', owner: 'vendedor', connected: true },
  { name: 'Seminovos Zona Sul', phone: '5511940005678', owner: 'admin', connected: false },
] as const;

export const DEMO_CONVERSATIONS: SeedConversation[] = [
  {
    instance: 0,
    contactName: 'João Pereira',
    contactNumber: '5511987654321',
    unread: 2,
    aiActive: true,
    followUpActive: true,
    lead: { status: 'qualified', level: 'WARM', score: 62 },
    messages: [
      { origin: 'contact', text: 'Boa tarde! Vi o Onix 2022 de vocês no site. Qual o valor?', ago: 95 },
      {
        origin: 'ai',
        text: 'Boa tarde, João! O Onix LT 2022 está por R$ 79.900, com 32 mil km e revisões na concessionária. Quer agendar uma visita ou uma simulação de financiamento?',
        ago: 94,
      },
      { origin: 'contact', text: 'Aceita meu Gol 2015 na troca?', ago: 12 },
      { origin: 'contact', text: 'Ele está bem conservado', ago: 11 },
    ],
  },
  {
    instance: 0,
    contactName: 'Mariana Costa',
    contactNumber: '5511991234567',
    unread: 0,
    aiActive: false,
    followUpActive: false,
    transferred: true,
    lead: { status: 'negotiating', level: 'HOT', score: 88 },
    messages: [
      { origin: 'contact', text: 'Quero financiar o Compass 2021. Tenho R$ 30 mil de entrada.', ago: 300 },
      {
        origin: 'ai',
        text: 'Ótimo, Mariana! Com R$ 30 mil de entrada conseguimos parcelas a partir de R$ 2.450 em 48x. Vou chamar nosso consultor para finalizar com você.',
        ago: 299,
      },
      {
        origin: 'human',
        text: 'Oi Mariana, aqui é o Rafael. Posso te ligar agora para fecharmos a proposta?',
        ago: 280,
      },
      { origin: 'contact', text: 'Pode sim! Estou disponível.', ago: 275 },
    ],
  },
  {
    instance: 0,
    contactName: 'Pedro Almeida',
    contactNumber: '5521998765432',
    unread: 1,
    aiActive: true,
    followUpActive: true,
    lead: { status: 'new', level: 'COLD', score: 28 },
    messages: [{ origin: 'contact', text: 'Bom dia, ainda tem o HB20 prata?', ago: 3 }],
  },
  {
    instance: 0,
    contactName: 'Fernanda Lima',
    contactNumber: '5531987651234',
    unread: 0,
    aiActive: true,
    followUpActive: false,
    lead: { status: 'closed_won', level: 'HOT', score: 95, soldChannel: 'Webmotors' },
    messages: [
      { origin: 'contact', text: 'Fechado! Pode preparar a documentação do Corolla.', ago: 2 * 1440 },
      {
        origin: 'human',
        text: 'Perfeito, Fernanda! Te espero amanhã às 10h para a entrega.',
        ago: 2 * 1440 - 5,
      },
    ],
  },
  {
    instance: 0,
    contactName: 'Lucas Martins',
    contactNumber: '5511976543210',
    unread: 0,
    aiActive: true,
    followUpActive: false,
    lead: { status: 'closed_lost', level: 'COLD', score: 35, lostReason: 'Achou caro a prestação' },
    messages: [
      { origin: 'contact', text: 'A parcela ficou alta pra mim, vou esperar um pouco.', ago: 4 * 1440 },
      {
        origin: 'ai',
        text: 'Entendo, Lucas. Se quiser, posso simular com um prazo maior ou outro modelo. É só me chamar!',
        ago: 4 * 1440 - 1,
      },
    ],
  },
  {
    instance: 0,
    contactName: 'Beatriz Rocha',
    contactNumber: '5541991112233',
    unread: 0,
    aiActive: true,
    followUpActive: true,
    lead: { status: 'new', level: 'WARM', score: 51 },
    messages: [
      { origin: 'contact', text: 'Vocês têm SUV automático até 100 mil?', ago: 26 * 60 },
      {
        origin: 'ai',
        text: 'Temos sim, Beatriz! Creta 2021 e T-Cross 2020, ambos automáticos. Quer que eu envie as fotos?',
        ago: 26 * 60 - 1,
      },
      {
        origin: 'followup',
        text: 'Oi! Passando para saber se ficou alguma dúvida. Posso ajudar em algo?',
        ago: 60,
      },
    ],
  },
  {
    instance: 1,
    contactName: 'Carlos Eduardo',
    contactNumber: '5511955554444',
    unread: 0,
    aiActive: false,
    followUpActive: true,
    lead: { status: 'qualified', level: 'WARM', score: 67 },
    messages: [
      { origin: 'contact', text: 'Qual a garantia dos seminovos?', ago: 3 * 1440 },
      {
        origin: 'human',
        text: 'Carlos, todos têm 3 meses de garantia de motor e câmbio.',
        ago: 3 * 1440 - 10,
      },
    ],
  },
  {
    instance: 1,
    contactName: '',
    contactNumber: '5519988887777',
    unread: 3,
    aiActive: true,
    followUpActive: true,
    lead: { status: 'new' },
    messages: [
      { origin: 'contact', text: 'Olá', ago: 40 },
      { origin: 'contact', text: 'Vocês abrem sábado?', ago: 39 },
      { origin: 'contact', text: 'Queria ver a Hilux', ago: 38 },
    ],
  },
];
