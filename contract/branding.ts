import { z } from 'zod';
import { isPublicHttpsUrl } from './settings-rules';

const LOGO_URL_MESSAGE =
  'URL do logotipo deve ser um endereço https:// público (ex.: https://minhaloja.com.br/logo.png)';

/**
 * `PUT /api/organization/branding`: the white-label logo shown in the app's header and on the login
 * page. Only a public https address (the browser loads it; http would be blocked as mixed content);
 * blank or null removes it.
 */
export const BrandingBody = z.object({
  logoUrl: z
    .string({ message: LOGO_URL_MESSAGE })
    .trim()
    .max(500, { message: 'URL do logotipo deve ter no máximo 500 caracteres' })
    .refine((value) => value === '' || isPublicHttpsUrl(value), { message: LOGO_URL_MESSAGE })
    .nullable(),
});
export type BrandingBody = z.infer<typeof BrandingBody>;

/** The signed-in organization's brand: its name and logo are shown only when the plan has white label. */
export const OwnBranding = z.object({
  name: z.string(),
  whiteLabel: z.boolean(),
  /** What is stored (the settings form shows it even when the plan does not use it). */
  logoUrl: z.string().nullable(),
});
export type OwnBranding = z.infer<typeof OwnBranding>;
