import { loadPayload } from '../../fixtures/evolution-payloads';

/** Where a webhook goes: the instance's URL id, its secret, and its name on Evolution. */
export interface WebhookTarget {
  instanceId: string;
  secret: string;
  gatewayInstanceName: string;
}

export interface WebhookCall {
  instanceId: string;
  secret: string;
  body: string;
  /** A redelivery of an earlier call's message (Evolution retries): must be recorded, not stored. */
  redelivery: boolean;
}

type Json = Record<string, unknown>;

/** Share of each real body among the customers' messages: mostly text, some photos and voice notes. */
const MIX: ReadonlyArray<{ file: string; share: number }> = [
  { file: 'inbound-text.json', share: 0.8 },
  { file: 'inbound-image-caption.json', share: 0.12 },
  { file: 'inbound-audio-ptt-base64.json', share: 0.08 },
];
/** Evolution redelivers when our answer is slow or lost; a small share of calls repeat a message. */
const REDELIVERY_SHARE = 0.02;
const CONTACTS = 2_000;

const TEXTS = [
  'Olá! Vocês ainda têm o Onix 2022 do anúncio?',
  'Qual o valor da entrada pro HB20?',
  'Aceitam meu carro na troca? É um Gol 2015',
  'Vocês financiam pra quem é autônomo?',
  'Bom dia, o Corolla prata ainda está disponível?',
  'Consigo fazer um test drive no sábado?',
  'Qual a quilometragem do Compass?',
  'Tem garantia de fábrica ainda?',
  'Me passa o endereço da loja por favor',
  'Quanto fica a parcela em 48 vezes?',
];
const NAMES = ['Maria Silva', 'João Santos', 'Ana Oliveira', 'Carlos Souza', 'Fernanda Lima', 'Rafael Costa'];
const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81'];

/** A small seeded generator, so two runs send the same mix. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FactoryOptions {
  seed: number;
  /** WhatsApp's time of the messages; the real time by default. */
  now?: () => Date;
  /** Text messages only, never a redelivery (the pipeline bench answers each one). */
  textOnly?: boolean;
  /** A new contact for every message instead of the skewed pool. */
  uniqueContacts?: boolean;
}

/**
 * `messages.upsert` bodies of customers writing to the dealer, built from the real Evolution bodies
 * with the message id, contact, name, text and times changed per call. Contacts are drawn with a
 * skew (a few write a lot), so calls both open conversations and add to existing ones.
 */
export class WebhookFactory {
  private readonly random: () => number;
  private readonly templates: Array<{ file: string; share: number; body: Json }> = MIX.map((entry) => ({
    ...entry,
    body: loadPayload(entry.file),
  }));
  private readonly sent: WebhookCall[] = [];
  private readonly idPrefix: string;
  private counter = 0;

  constructor(
    private readonly targets: readonly WebhookTarget[],
    private readonly options: FactoryOptions,
  ) {
    this.random = mulberry32(options.seed);
    if (options.textOnly)
      this.templates = this.templates.filter((entry) => entry.file === 'inbound-text.json');
    this.idPrefix = `3A${Math.floor(this.random() * 0xffffffff)
      .toString(16)
      .toUpperCase()
      .padStart(8, '0')}`;
  }

  next(): WebhookCall {
    if (!this.options.textOnly && this.sent.length > 0 && this.random() < REDELIVERY_SHARE) {
      const earlier = this.sent[Math.floor(this.random() * this.sent.length)] as WebhookCall;
      return { ...earlier, redelivery: true };
    }
    const call = this.fresh();
    if (this.sent.length < 5_000) this.sent.push(call);
    return call;
  }

  private pick(): Json {
    const total = this.templates.reduce((sum, template) => sum + template.share, 0);
    let roll = this.random() * total;
    for (const template of this.templates) {
      roll -= template.share;
      if (roll < 0) return template.body;
    }
    return (this.templates[0] as { body: Json }).body;
  }

  private fresh(): WebhookCall {
    const target = this.targets[Math.floor(this.random() * this.targets.length)] as WebhookTarget;
    const contact = this.options.uniqueContacts ? this.counter : Math.floor(CONTACTS * this.random() ** 2);
    const area = AREA_CODES[contact % AREA_CODES.length] as string;
    const phone = `55${area}9${String(10_000_000 + contact * 7_919).slice(-8)}`;
    const body = structuredClone(this.pick()) as Json & { data: Json & { key: Json; message: Json } };
    const now = this.options.now?.() ?? new Date();
    this.counter++;
    body.instance = target.gatewayInstanceName;
    body.date_time = now.toISOString();
    body.data.key.id = `${this.idPrefix}${this.counter.toString(16).toUpperCase().padStart(10, '0')}`;
    body.data.key.remoteJid = `${phone}@s.whatsapp.net`;
    delete body.data.key.remoteJidAlt;
    body.data.pushName = NAMES[contact % NAMES.length];
    body.data.messageTimestamp = Math.floor(now.getTime() / 1000);
    if (typeof body.data.message.conversation === 'string') {
      body.data.message.conversation = TEXTS[this.counter % TEXTS.length];
    }
    return {
      instanceId: target.instanceId,
      secret: target.secret,
      body: JSON.stringify(body),
      redelivery: false,
    };
  }
}
