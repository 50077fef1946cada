import { z } from 'zod';

/** Where a lead came from, recorded at its first message and never changed after (issue 29). */

export const LEAD_SOURCE_KINDS = [
  'whatsapp_direct',
  'ctwa_ad',
  'portal',
  'site',
  'import',
  'manual',
] as const;
export type LeadSourceKind = (typeof LEAD_SOURCE_KINDS)[number];

export const LeadSource = z.object({
  kind: z.enum(LEAD_SOURCE_KINDS),
  /** A sale channel of spec 3 (OLX, Webmotors, Instagram, Facebook, Site…), 'WhatsApp', or a portal's name. */
  name: z.string(),
  campaign: z.string().nullable().optional(),
  /** The ad's id (Evolution `externalAdReply.sourceId`, Cloud API `referral.source_id`). */
  adId: z.string().nullable().optional(),
  headline: z.string().nullable().optional(),
  /** Meta's click id of a click-to-WhatsApp ad (`ctwaClid` / `ctwa_clid`), for conversion reporting. */
  clickId: z.string().nullable().optional(),
  /** The first message's time (ISO). */
  at: z.string(),
});
export type LeadSource = z.infer<typeof LeadSource>;

/** The name of a lead that wrote first on WhatsApp with no ad and no link. */
export const DIRECT_SOURCE_NAME = 'WhatsApp';
