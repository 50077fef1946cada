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

/**
 * Each keyword's word-start pattern (null for a blank one), built once per keyword instead of once
 * per customer message: every message of every batch is matched against the same few keywords.
 * Bounded, as keywords come from every organization's settings.
 */
const patterns = new Map<string, RegExp | null>();
const MAX_PATTERNS = 1_000;

function patternOf(keyword: string): RegExp | null {
  let pattern = patterns.get(keyword);
  if (pattern === undefined) {
    const stem = normalizeText(keyword.trim());
    // Without the `g` flag `test` keeps no state between texts.
    pattern = stem ? new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(stem)}`, 'u') : null;
    if (patterns.size >= MAX_PATTERNS) patterns.clear();
    patterns.set(keyword, pattern);
  }
  return pattern;
}

/** The keywords (as the instance wrote them) found in the customer's text, each once. */
export function matchAlertKeywords(text: string, keywords: readonly string[]): string[] {
  const normalized = normalizeText(text);
  const found: string[] = [];
  for (const keyword of keywords) {
    const pattern = patternOf(keyword);
    if (!pattern || found.includes(keyword)) continue;
    if (pattern.test(normalized)) found.push(keyword);
  }
  return found;
}

/** What the customer's text triggers, or nothing when keyword alerts are off. */
export function alertKeywordsIn(text: string | null, settings: AlertSettings): string[] {
  if (!text || !settings.keywordAlertsEnabled) return [];
  return matchAlertKeywords(text, alertKeywordList(settings.alertKeywords));
}
