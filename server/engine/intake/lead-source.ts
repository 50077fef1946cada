import { DIRECT_SOURCE_NAME, type LeadSource } from '../../../contract/lead-source';
import type { MessageEvent } from '../../gateways/events';

/**
 * A lead's source from its first message (issue 29): the ad it came from, else the portal listing
 * or the shop's own site it quotes, else a direct WhatsApp contact.
 */

/** Portals' hosts and their sale channel names (spec 3); a subdomain counts as its portal. */
const PORTALS: ReadonlyArray<readonly [host: string, name: string]> = [
  ['olx.com.br', 'OLX'],
  ['webmotors.com.br', 'Webmotors'],
  ['icarros.com.br', 'iCarros'],
  ['mercadolivre.com.br', 'Mercado Livre'],
  ['mercadolivre.com', 'Mercado Livre'],
  ['napista.com.br', 'Na Pista'],
  ['mobiauto.com.br', 'Mobiauto'],
  ['chavesnamao.com.br', 'Chaves na Mão'],
  ['autoline.com.br', 'Autoline'],
];

/** Anything shaped like a link, with or without its scheme (people paste `olx.com.br/...`). */
const LINK = /(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:\/[^\s]*)?/gi;

function hostOf(link: string): string | null {
  const absolute = /^https?:\/\//i.test(link) ? link : `https://${link}`;
  if (!URL.canParse(absolute)) return null;
  return new URL(absolute).hostname.toLowerCase().replace(/^www\./, '');
}

const within = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

function adSource(referral: NonNullable<MessageEvent['referral']>, at: string): LeadSource {
  const onInstagram = referral.app === 'instagram' || /instagram\.com/i.test(referral.sourceUrl ?? '');
  return {
    kind: 'ctwa_ad',
    name: onInstagram ? 'Instagram' : 'Facebook',
    campaign: null,
    adId: referral.sourceId,
    headline: referral.headline,
    clickId: referral.ctwaClid,
    at,
  };
}

export function leadSourceOf(
  event: Pick<MessageEvent, 'referral' | 'content' | 'contentIsPlaceholder' | 'timestamp'>,
  /** The shop's site (the instance's site URL), when it has one. */
  siteUrl: string | null,
): LeadSource {
  const at = event.timestamp.toISOString();
  if (event.referral) return adSource(event.referral, at);
  const siteHost = siteUrl ? hostOf(siteUrl) : null;
  const links = event.contentIsPlaceholder ? [] : (event.content.match(LINK) ?? []);
  for (const link of links) {
    const host = hostOf(link);
    if (!host) continue;
    const portal = PORTALS.find(([domain]) => within(host, domain));
    if (portal) return { kind: 'portal', name: portal[1], at };
    if (siteHost && within(host, siteHost)) return { kind: 'site', name: 'Site', at };
  }
  return { kind: 'whatsapp_direct', name: DIRECT_SOURCE_NAME, at };
}
