/**
 * What the demo assistant says: it recognises the intent of the customer's last message and answers
 * like a dealership's WhatsApp assistant would, so the product can be tried without any AI key.
 */
import { matchNormalized, normalizeText, stableHash } from './keywords';

export type DemoIntent = 'financing' | 'visit' | 'trade_in' | 'price' | 'goodbye' | 'greeting' | 'fallback';

/** Checked in this order: "obrigado, quanto fica a parcela?" is about financing, not a goodbye. */
const INTENT_STEMS: ReadonlyArray<readonly [DemoIntent, readonly string[], boolean?]> = [
  ['financing', ['financ', 'parcel', 'entrada', 'prestac', 'credito', 'simula', 'ficha', 'consorcio']],
  [
    'visit',
    [
      'test drive',
      'test-drive',
      'visit',
      'agend',
      'endereco',
      'horario',
      'passar ai',
      'ir ai',
      'conhecer a loja',
    ],
  ],
  ['trade_in', ['troca', 'meu carro', 'minha moto', 'avalia', 'dar na troca']],
  [
    'price',
    [
      'preco',
      'quanto',
      'valor',
      'custa',
      'disponiv',
      'estoque',
      'ainda tem',
      'tem o ',
      'tem a ',
      'promoc',
      'desconto',
    ],
  ],
  ['goodbye', ['tchau', 'obrigad', 'valeu', 'ate mais', 'ate logo', 'ate amanha', 'falou', 'vou pensar']],
  // Whole words only: "oi" is a greeting, "oito" is not.
  ['greeting', ['oi', 'oie', 'ola', 'bom dia', 'boa tarde', 'boa noite', 'e ai', 'opa', 'tudo bem'], true],
];

export function detectIntent(message: string): DemoIntent {
  const normalized = normalizeText(message);
  if (!normalized.trim()) return 'greeting';
  for (const [intent, stems, wholeWord] of INTENT_STEMS) {
    if (matchNormalized(normalized, stems, wholeWord).length > 0) return intent;
  }
  return 'fallback';
}

const REPLIES: Record<DemoIntent, readonly string[]> = {
  greeting: [
    'Olá! Tudo bem? Sou o assistente virtual da loja. Está procurando algum modelo específico ou quer que eu te mostre as opções que temos hoje?',
    'Oi! Que bom falar com você. Me conta: qual carro você tem em mente? Posso te passar valores, condições e disponibilidade.',
  ],
  price: [
    'Posso te passar os valores certinhos! Qual modelo, ano e versão você procura? Assim confiro o estoque e as condições de hoje para você.',
    'Claro! Me diz qual modelo te interessou que eu verifico a disponibilidade e o melhor preço. Temos condições especiais para pagamento à vista e financiado.',
  ],
  financing: [
    'Trabalhamos com financiamento pelos principais bancos, com entrada facilitada e parcelas que cabem no bolso. Quer que eu faça uma simulação? Me diga o modelo e quanto pensa em dar de entrada.',
    'Dá para financiar, sim! Para simular as parcelas preciso de duas coisas: o modelo de interesse e o valor de entrada. A aprovação costuma sair rapidinho.',
  ],
  visit: [
    'Vai ser um prazer te receber! Podemos agendar sua visita ou um test drive. Qual dia e horário ficam melhor para você?',
    'Ótimo! Deixo o carro separado e pronto para o test drive. Você prefere vir hoje ou amanhã? Me passa o melhor horário.',
  ],
  trade_in: [
    'Aceitamos seu carro na troca, sim! Me conta o modelo, o ano e a quilometragem que já faço uma pré-avaliação para você.',
    'Pode trazer seu usado na troca! Se me mandar umas fotos e a quilometragem, adianto a avaliação e você já sai sabendo o valor.',
  ],
  goodbye: [
    'Eu que agradeço! Qualquer dúvida é só chamar por aqui. Até mais!',
    'Obrigado pelo contato! Fico à disposição por aqui quando quiser retomar. Um abraço!',
  ],
  fallback: [
    'Entendi! Para te ajudar melhor, me conta: que tipo de veículo você procura e qual faixa de valor pensa em investir?',
    'Certo! Posso te ajudar com modelos, preços, financiamento, troca e agendamento de visita. Por onde você quer começar?',
  ],
};

/** The replies that would ask for the model, when the customer already named it. */
const WITH_MODEL: Partial<Record<DemoIntent, readonly string[]>> = {
  greeting: [
    'Olá! Tudo bem? Vi que você se interessou pelo %{model}. Quer que eu te passe valores, condições e disponibilidade?',
  ],
  price: [
    'Ótima escolha, o %{model}! Qual ano e versão você procura? Assim confiro o estoque e as condições de hoje para você.',
    'Vou verificar o %{model} para você! Prefere pagamento à vista ou financiado? Assim já te passo o melhor preço.',
  ],
  financing: [
    'Dá para financiar o %{model}, sim! Para simular as parcelas, me diga quanto pensa em dar de entrada. A aprovação costuma sair rapidinho.',
  ],
  fallback: [
    'Entendi! Sobre o %{model}: quer saber valores, condições de financiamento ou agendar um test drive?',
  ],
};

/**
 * Same conversation, same reply: the wording is picked by a hash of the text, never at random. The
 * customer's earlier messages count too: a model named before is not asked for again.
 */
export function demoReply(lastCustomerMessage: string, model?: string): { intent: DemoIntent; text: string } {
  const intent = detectIntent(lastCustomerMessage);
  const named = model ? WITH_MODEL[intent] : undefined;
  if (named && model) {
    const choice = named[stableHash(normalizeText(lastCustomerMessage)) % named.length] ?? named[0] ?? '';
    return { intent, text: choice.replace('%{model}', model) };
  }
  const options = REPLIES[intent];
  const text = options[stableHash(normalizeText(lastCustomerMessage)) % options.length] ?? options[0] ?? '';
  return { intent, text };
}
