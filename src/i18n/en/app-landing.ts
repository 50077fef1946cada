import type { AppMessages } from '../pt-BR';

export const landingEn = {
  signIn: 'Sign in',
  hero: {
    badge: 'Built for car dealers',
    title: 'Your WhatsApp selling 24 hours a day with artificial intelligence',
    subtitle:
      'Vendaí puts an AI sales assistant on your business WhatsApp: it answers at once, qualifies every lead and hands ready customers to your team to close the deal.',
    cta: 'Sign in to the platform',
    secondary: 'See how it works',
  },
  features: {
    title: 'Everything your sales team needs',
    ai: {
      title: 'AI answering on WhatsApp',
      text: 'Answers every customer within seconds, at any hour, with your store’s tone and information.',
    },
    qualification: {
      title: 'HOT, WARM and COLD qualification',
      text: 'Every conversation becomes a lead rated HOT, WARM or COLD, with a score from 0 to 100.',
    },
    audio: {
      title: 'Audio replies',
      text: 'When the customer prefers to listen, the AI answers with natural voice messages in Portuguese.',
    },
    followUp: {
      title: 'Automatic follow-ups',
      text: 'Customers who stopped answering get reminders at the right time, with no effort from the seller.',
    },
    handover: {
      title: 'Hand-over to a consultant',
      text: 'Hot leads go to a human consultant, notified at once on WhatsApp.',
    },
    kanban: {
      title: 'Five-column kanban',
      text: 'Follow every lead from New to Qualified, Negotiating, Sold or Lost by dragging the cards.',
    },
    redistribution: {
      title: 'Redistribution after 48 h',
      text: 'Leads left unattended for 48 hours automatically move to another consultant, who is notified.',
    },
  },
  stats: {
    title: 'Vendaí in numbers',
    always: { value: '24/7', label: 'service without pause, nights and weekends included' },
    levels: { value: '3', label: 'qualification levels: HOT, WARM and COLD' },
    stages: { value: '5', label: 'funnel stages, from New to Sold' },
    idle: { value: '48 h', label: 'for an idle lead to move to another consultant' },
  },
  demo: {
    title: 'How it works',
    step1: {
      title: 'The customer writes on WhatsApp',
      text: 'The message reaches the store’s number, by day or at night.',
    },
    step2: {
      title: 'The AI answers and negotiates',
      text: 'The assistant answers questions about vehicles and terms and invites the customer to visit.',
    },
    step3: {
      title: 'The lead is qualified',
      text: 'The conversation is rated HOT, WARM or COLD and shows up on the Leads Kanban.',
    },
    step4: {
      title: 'The consultant closes the sale',
      text: 'Hot leads reach the consultant with the whole conversation history.',
    },
  },
  testimonials: {
    title: 'Our customers recommend it',
    first: {
      quote:
        'No customer goes unanswered at night or on weekends. On Monday morning the leads are already qualified.',
      name: 'Marcos Oliveira',
      role: 'Sales manager at a dealership, Campinas (SP)',
    },
    second: {
      quote: 'The kanban replaced our spreadsheets. I know exactly which stage every negotiation is at.',
      name: 'Fernanda Lima',
      role: 'Owner of a used-car store, Belo Horizonte (MG)',
    },
    third: {
      quote: 'With automatic redistribution, no lead is forgotten with a busy seller.',
      name: 'Ricardo Santos',
      role: 'Sales director of a dealer group, Curitiba (PR)',
    },
  },
  footer: '© %{year} Vendaí. AI sales assistant on WhatsApp.',
} as const satisfies AppMessages['app']['landing'];
