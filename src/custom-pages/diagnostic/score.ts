import { READINESS_THRESHOLDS } from '../../../contract/diagnostic';

/** Spec 3 §4: 80 or more green, 60 to 79 yellow, below 60 red. */
export function scoreColor(score: number): 'success' | 'warning' | 'error' {
  if (score >= READINESS_THRESHOLDS.good) return 'success';
  if (score >= READINESS_THRESHOLDS.fair) return 'warning';
  return 'error';
}

/** Spec 3 §9: cards show three issues; the comparison table two badges cut to 20 characters. */
export const ISSUES_SHOWN = 3;
export const TABLE_BADGES = 2;
export const cut = (text: string, length = 20) => (text.length > length ? `${text.slice(0, length)}…` : text);
