/**
 * Alert keywords (spec 1 §3 `alertKeywords`, a comma list; defaults in spec 1 §9). Customers write
 * without accents and in any case, so "reclamacao" and "RECLAMAÇÃO" both match "reclamação"; a
 * keyword matches at the start of a word, so "cancelar" also finds "cancelaram".
 */
import { DEFAULT_ALERT_KEYWORDS } from '../../../../contract/constants';
import { normalizeText } from '../../../ai/demo/keywords';

export interface AlertSettings {
  keywordAlertsEnabled: boolean;
  alertKeywords?: string | readonly string[] | null;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The instance's keywords, trimmed and without blanks; the defaults when none were written. */
export function alertKeywordList(value: string | readonly string[] | null | undefined): string[] {
  const raw = typeof value === 'string' ? value.split(',') : (value ?? []);
  const list = raw.map((word) => word.trim()).filter((word) => word.length > 0);
  return list.length > 0 ? list : [...DEFAULT_ALERT_KEYWORDS];
}

/** The keywords (as the instance wrote them) found in the customer's text, each once. */
export function matchAlertKeywords(text: string, keywords: readonly string[]): string[] {
  const normalized = normalizeText(text);
  const found: string[] = [];
  for (const keyword of keywords) {
    const stem = normalizeText(keyword.trim());
    if (!stem || found.includes(keyword)) continue;
    if (new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(stem)}`, 'u').test(normalized)) found.push(keyword);
  }
  return found;
}

/** What the customer's text triggers, or nothing when keyword alerts are off. */
export function alertKeywordsIn(text: string | null, settings: AlertSettings): string[] {
  if (!text || !settings.keywordAlertsEnabled) return [];
  return matchAlertKeywords(text, alertKeywordList(settings.alertKeywords));
}
