import { z } from 'zod';

/** The official WhatsApp Cloud API side of an instance (issue 25). */

const graphId = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(/^\d{5,30}$/, { message });
const secret = (message: string) => z.string({ message }).trim().min(8, { message }).max(1000, { message });

/** POST /api/instances with `provider: "cloud"`: a number already registered in Meta's account. */
export const CloudInstanceBody = z.object({
  name: z
    .string({ message: 'Nome da instância é obrigatório' })
    .trim()
    .min(2, { message: 'Nome da instância é obrigatório' })
    .max(80, { message: 'Nome da instância deve ter no máximo 80 caracteres' }),
  provider: z.literal('cloud'),
  phoneNumberId: graphId('Phone number ID deve conter apenas números'),
  wabaId: graphId('WhatsApp Business Account ID deve conter apenas números'),
  accessToken: secret('Token de acesso é obrigatório'),
  appSecret: secret('Chave secreta do app é obrigatória'),
});
export type CloudInstanceBody = z.infer<typeof CloudInstanceBody>;

/** The number's facts as Meta reports them, for the instance card. */
export const CloudNumberFacts = z.object({
  displayPhoneNumber: z.string(),
  verifiedName: z.string(),
  qualityRating: z.string(),
  messagingLimitTier: z.string().nullable(),
});
export type CloudNumberFacts = z.infer<typeof CloudNumberFacts>;

/** GET /api/instances/:id/cloud: what the settings show to paste into Meta's app. Never a secret. */
export const CloudSettingsResponse = CloudNumberFacts.extend({
  phoneNumberId: z.string(),
  wabaId: z.string(),
  webhookUrl: z.string(),
  verifyToken: z.string(),
  checkedAt: z.string(),
  lastAccountEvent: z.record(z.string(), z.string().nullable()).nullable(),
});
export type CloudSettingsResponse = z.infer<typeof CloudSettingsResponse>;
