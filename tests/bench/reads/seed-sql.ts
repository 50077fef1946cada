/**
 * The SQL expressions of the seeded inbox. Conversation k (1…N) of the temp table `bench_conv`
 * has n messages, j = 0 being the newest; its last u messages are the customer's, unread. Older
 * messages alternate between our reply and the customer, so each conversation reads like a chat and
 * its card (last message, times, unread count) agrees with its messages.
 */

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const pick = (list: readonly string[], index: string): string =>
  `(array[${list.map(literal).join(', ')}])[1 + ((${index}) % ${list.length})]`;

const FIRST_NAMES = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Francisca',
  'Antônio',
  'Juliana',
  'Carlos',
  'Fernanda',
  'Paulo',
  'Patrícia',
  'Lucas',
  'Aline',
  'Marcos',
  'Camila',
  'Rafael',
  'Bruna',
  'Gabriel',
  'Letícia',
  'Pedro',
  'Amanda',
  'Felipe',
  'Jéssica',
  'Rodrigo',
  'Vanessa',
  'Thiago',
  'Larissa',
  'Diego',
  'Priscila',
  'Bruno',
  'Tatiane',
  'Leandro',
  'Renata',
  'Eduardo',
  'Simone',
  'Gustavo',
  'Cláudia',
  'Vinícius',
  'Débora',
  'Márcio',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];
const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81', '19', '27', '47', '85'];
const CUSTOMER_TEXTS = [
  'Olá, o Onix 2022 ainda está disponível?',
  'Qual o valor da entrada?',
  'Aceita meu carro na troca?',
  'Vocês financiam em 60 vezes?',
  'Consigo ver o carro amanhã de manhã?',
  'Tem o HB20 na cor prata?',
  'Qual a quilometragem?',
  'Faz por quanto à vista?',
  'Tenho nome sujo, consigo financiar?',
  'Ok, obrigado!',
  'Pode me mandar mais fotos?',
  'Qual o endereço da loja?',
];
const OUR_TEXTS = [
  'Olá! Está sim, posso te mandar as fotos e o vídeo?',
  'A entrada começa em R$ 8.000 e o restante em até 60x.',
  'Aceitamos sim! Me passa o modelo, ano e a quilometragem do seu.',
  'Temos condições especiais esta semana. Quer agendar uma visita?',
  'Nosso endereço é Av. Brasil, 1500. Abrimos de segunda a sábado.',
  'Vou verificar com o financeiro e já te retorno.',
  'Perfeito! Posso reservar para você até amanhã.',
  'Esse está com 42.000 km, revisões em dia na concessionária.',
];
const CAPTIONS = [
  'Esse aqui é o meu carro pra troca',
  'Vi esse no Instagram, vocês têm?',
  'Foto do documento',
];

/** Expressions over a row of bench_conv `c` and a message index `j` (a column or a literal). */
export function messageExpressions(j: string) {
  const inbound = `(${j} < c.u or (${j} - c.u) % 2 = 1)`;
  const image = `(${inbound} and (c.k + ${j}) % 23 = 0)`;
  const audio = `(${inbound} and not ${image} and (c.k + ${j}) % 31 = 0)`;
  return {
    direction: `case when ${inbound} then 'in' else 'out' end`,
    origin: `case when ${inbound} then 'contact' when (c.k + ${j}) % 9 = 0 then 'human' else 'ai' end`,
    senderName: `case when not ${inbound} and (c.k + ${j}) % 9 = 0 then 'Vendedor' end`,
    status: `case when ${j} < c.u then 'received' when ${inbound} then 'read'
      when ${j} = 0 then 'delivered' else 'read' end`,
    mediaType: `case when ${image} then 'image' when ${audio} then 'audio' end`,
    mediaMimetype: `case when ${image} then 'image/jpeg' when ${audio} then 'audio/ogg; codecs=opus' end`,
    mediaSize: `case when ${image} then 180000 + (c.k % 50000) when ${audio} then 12000 + (c.k % 9000) end`,
    content: `case when ${image} then ${pick(CAPTIONS, `c.k + ${j}`)}
      when ${audio} then '[Mensagem de voz]'
      when ${inbound} then ${pick(CUSTOMER_TEXTS, `c.k * 7 + ${j}`)}
      else ${pick(OUR_TEXTS, `c.k * 5 + ${j}`)} end`,
    lastMessageType: `coalesce(case when ${image} then 'image' when ${audio} then 'audio' end, 'text')`,
    timestamp: `c.last_at - c.step * ${j}`,
    gatewayMessageId: `'3A' || upper(substr(md5(c.k::text || '-' || ${j}::text), 1, 18))`,
  };
}

export const contactNumber = `'55' || ${pick(AREA_CODES, 'c.k')} || '9' || lpad(((c.k::bigint * 7919) % 100000000)::text, 8, '0')`;
/** One contact in fifteen never gave WhatsApp a name: the card shows the number. */
export const contactName = `case when c.k % 15 = 0 then ${contactNumber}
  else ${pick(FIRST_NAMES, 'c.k')} || ' ' || ${pick(SURNAMES, 'c.k / 40')} end`;
