import type { MessageKind } from '../events';
import { isRecord, rawText, text, toNumber } from './values';

/**
 * Messages that are neither text nor media: each becomes readable pt-BR text, so that what a
 * customer sent always shows up in the inbox and in the AI's context, even when we cannot act on it.
 */

export interface SpecialContent {
  kind: MessageKind;
  content: string;
  /** False when the text is the customer's own words (a tapped button's label). */
  isPlaceholder: boolean;
  reaction?: { emoji: string; targetGatewayMessageId: string | null };
}

const field = (value: unknown, name: string): unknown => (isRecord(value) ? value[name] : undefined);

const join = (parts: ReadonlyArray<string | null>): string => parts.filter((part) => part).join(' ');

function location(value: unknown, live: boolean): SpecialContent {
  const name = text(field(value, 'name'));
  const address = text(field(value, 'address'));
  const lat = toNumber(field(value, 'degreesLatitude'));
  const lng = toNumber(field(value, 'degreesLongitude'));
  const place = [name, address].filter((part) => part).join(', ');
  const coordinates = lat !== null && lng !== null ? `(${lat}, ${lng})` : null;
  const label = live ? '[Localização em tempo real]' : '[Localização]';
  return { kind: 'location', content: join([label, place || null, coordinates]), isPlaceholder: true };
}

/** The number WhatsApp puts in a shared contact's vCard (`waid=`), else its first TEL line. */
function vcardPhone(vcard: string | null): string | null {
  if (!vcard) return null;
  const waid = /waid=(\d+)/i.exec(vcard)?.[1];
  if (waid) return waid;
  const tel = /^TEL[^:]*:(.+)$/im.exec(vcard)?.[1];
  return tel ? tel.trim() : null;
}

function contact(value: unknown): string {
  const name = text(field(value, 'displayName'));
  const phone = vcardPhone(text(field(value, 'vcard')));
  return [name, phone].filter((part) => part).join(' — ');
}

function poll(value: unknown): SpecialContent {
  const name = text(field(value, 'name'));
  const options = field(value, 'options');
  const labels = Array.isArray(options)
    ? options.map((o) => text(field(o, 'optionName'))).filter((o) => o)
    : [];
  const body = [name, labels.length ? `(${labels.join(' / ')})` : null];
  return { kind: 'poll', content: join(['[Enquete]', ...body]), isPlaceholder: true };
}

function reaction(value: unknown): SpecialContent {
  const emoji = rawText(field(value, 'text')) ?? '';
  const target = text(field(field(value, 'key'), 'id'));
  return {
    kind: 'reaction',
    content: emoji ? `[Reação ${emoji}]` : '[Reação removida]',
    isPlaceholder: true,
    reaction: { emoji, targetGatewayMessageId: target },
  };
}

/** The label of a tapped button or list row: what the customer chose, in the menu's words. */
function interactiveReply(value: unknown): SpecialContent {
  const chosen =
    rawText(field(value, 'selectedDisplayText')) ??
    rawText(field(value, 'title')) ??
    rawText(field(field(value, 'body'), 'text')) ??
    text(field(field(value, 'singleSelectReply'), 'selectedRowId')) ??
    text(field(value, 'selectedButtonId'));
  if (chosen) return { kind: 'interactive_reply', content: chosen, isPlaceholder: false };
  return { kind: 'interactive_reply', content: '[Resposta de menu]', isPlaceholder: true };
}

const PLAIN_PLACEHOLDERS: Readonly<Record<string, string>> = {
  groupInviteMessage: '[Convite de grupo]',
  orderMessage: '[Pedido]',
  productMessage: '[Produto]',
  eventMessage: '[Evento]',
  callLogMesssage: '[Chamada]',
  call: '[Chamada]',
};

/** Content for a non-text, non-media message key; unknown keys get a generic placeholder. */
export function specialContent(key: string, value: unknown): SpecialContent {
  switch (key) {
    case 'locationMessage':
      return location(value, false);
    case 'liveLocationMessage':
      return location(value, true);
    case 'contactMessage':
      return { kind: 'contact', content: join(['[Contato]', contact(value) || null]), isPlaceholder: true };
    case 'contactsArrayMessage': {
      const list = field(value, 'contacts');
      const names = Array.isArray(list) ? list.map(contact).filter((c) => c) : [];
      return {
        kind: 'contact',
        content: join(['[Contatos]', names.join(', ') || null]),
        isPlaceholder: true,
      };
    }
    case 'pollCreationMessage':
    case 'pollCreationMessageV2':
    case 'pollCreationMessageV3':
      return poll(value);
    case 'reactionMessage':
      return reaction(value);
    case 'buttonsResponseMessage':
    case 'templateButtonReplyMessage':
    case 'listResponseMessage':
    case 'interactiveResponseMessage':
      return interactiveReply(value);
    default:
      return {
        kind: 'other',
        content:
          (Object.hasOwn(PLAIN_PLACEHOLDERS, key) && PLAIN_PLACEHOLDERS[key]) || '[Mensagem não suportada]',
        isPlaceholder: true,
      };
  }
}
