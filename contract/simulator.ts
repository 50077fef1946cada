import { z } from 'zod';
import { Id, onlyDigits } from './common';

/** The built-in WhatsApp simulator page: the fake phones of the organization's simulator instances. */

/** Largest file a simulated customer may send (decoded bytes). */
export const SIMULATOR_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

export const SimulatorInstance = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  isConnected: z.boolean(),
  /** The simulated gateway's own state: close → connecting (QR shown) → open (scanned). */
  connectionState: z.string(),
  /** The QR to scan while connecting (SVG data URL), else null. */
  qrCode: z.string().nullable(),
  qrUpdatedAt: z.string().nullable(),
  /** The official number (Cloud API) the simulator plays Meta for, rather than an Evolution-side one. */
  official: z.boolean(),
});
export type SimulatorInstance = z.infer<typeof SimulatorInstance>;

export const ScanResponse = z.object({
  success: z.literal(true),
  alreadyConnected: z.boolean(),
  instance: SimulatorInstance,
});
export type ScanResponse = z.infer<typeof ScanResponse>;

/** Raw base64 or a data URL; the prefix is removed. Size is checked on the decoded bytes. */
const base64 = z
  .string({ message: 'Arquivo inválido' })
  .transform((value) => value.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''))
  .refine((value) => value.length > 0, { message: 'Arquivo vazio' })
  .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value), { message: 'Arquivo deve estar em base64' })
  .refine((value) => decodedSize(value) <= SIMULATOR_MEDIA_MAX_BYTES, {
    message: 'Arquivo deve ter no máximo 10 MB',
  });

export function decodedSize(base64Text: string): number {
  const padding = base64Text.endsWith('==') ? 2 : base64Text.endsWith('=') ? 1 : 0;
  return Math.floor((base64Text.length * 3) / 4) - padding;
}

export const SimulatorMedia = z.object({
  kind: z.enum(['image', 'audio', 'document'], {
    message: 'Tipo de arquivo deve ser image, audio ou document',
  }),
  base64,
  mimetype: z
    .string({ message: 'Tipo do arquivo (mimetype) é obrigatório' })
    .trim()
    .min(3, { message: 'Tipo do arquivo (mimetype) é obrigatório' })
    .max(120),
  fileName: z.string().trim().max(200).optional(),
  caption: z.string().max(4096).optional(),
});
export type SimulatorMedia = z.infer<typeof SimulatorMedia>;

/** POST /api/simulator/instances/:id/messages: the simulated customer writes to the business. */
export const SimulatorMessageBody = z
  .object({
    contactNumber: z
      .string({ message: 'Número do contato é obrigatório' })
      .trim()
      .transform(onlyDigits)
      .refine((digits) => digits.length >= 10 && digits.length <= 15, {
        message: 'Número do contato deve ter entre 10 e 15 dígitos',
      }),
    contactName: z
      .string({ message: 'Nome do contato é obrigatório' })
      .trim()
      .min(1, { message: 'Nome do contato é obrigatório' })
      .max(80, { message: 'Nome do contato deve ter no máximo 80 caracteres' }),
    text: z.string().max(4096, { message: 'Mensagem deve ter no máximo 4096 caracteres' }).optional(),
    media: SimulatorMedia.optional(),
  })
  .refine((body) => Boolean(body.text?.trim()) || body.media !== undefined, {
    message: 'Informe um texto ou um arquivo',
    path: ['text'],
  });
export type SimulatorMessageBody = z.infer<typeof SimulatorMessageBody>;

export const SimulatorMessageResponse = z.object({
  success: z.literal(true),
  gatewayMessageId: z.string(),
  timestamp: z.string(),
});
export type SimulatorMessageResponse = z.infer<typeof SimulatorMessageResponse>;

export const ContactParams = z.object({
  id: z.uuid({ message: 'ID inválido' }),
  contactNumber: z
    .string()
    .regex(/^\d{10,15}$/, { message: 'Número do contato deve ter entre 10 e 15 dígitos' }),
});
export type ContactParams = z.infer<typeof ContactParams>;

/** A contact that talked to the simulated number, newest activity first. */
export const SimulatorChat = z.object({
  contactNumber: z.string(),
  contactName: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type SimulatorChat = z.infer<typeof SimulatorChat>;

/** A row of the `simulator-chats` resource: one instance's chat, its id `<instanceId>:<contactNumber>`. */
export const SimulatorChatRecord = SimulatorChat.extend({ id: z.string(), instanceId: Id });
export type SimulatorChatRecord = z.infer<typeof SimulatorChatRecord>;

/** `GET /api/simulator/chats`: one instance's chats (or every simulator's); `q` finds a name or number. */
export const SimulatorChatFilter = z.object({
  instanceId: Id.optional(),
  q: z.string().trim().max(100).optional(),
  /** react-admin's getMany: the chat ids asked. */
  id: z.union([z.string().max(60), z.array(z.string().max(60)).max(1000)]).optional(),
});
export type SimulatorChatFilter = z.infer<typeof SimulatorChatFilter>;

export const TimelineMedia = z.object({
  kind: z.string(),
  mimetype: z.string().nullable(),
  fileName: z.string().nullable(),
  /** A data URL of the bytes, or the address of media sent by URL, ready for `<img>`/`<audio>`. */
  src: z.string().nullable(),
});

/** One bubble of the simulated phone: `customer` is what the phone sent, `business` what it got. */
export const TimelineItem = z.object({
  id: z.string(),
  from: z.enum(['customer', 'business']),
  gatewayMessageId: z.string().nullable(),
  text: z.string(),
  media: TimelineMedia.nullable(),
  at: z.string(),
});
export type TimelineItem = z.infer<typeof TimelineItem>;

export const SimulatorTimeline = z.object({
  contactNumber: z.string(),
  contactName: z.string().nullable(),
  items: z.array(TimelineItem),
  /** The business's last presence (composing, recording…) when newer than its last message. */
  presence: z.object({ presence: z.string(), at: z.string() }).nullable(),
});
export type SimulatorTimeline = z.infer<typeof SimulatorTimeline>;
