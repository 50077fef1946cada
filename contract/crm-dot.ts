import type { CrmConfig } from './crm';

/** Spec 3 §4: the header's CRM dot. Kept apart from the schemas of `crm.ts`: the layout loads it. */
export type CrmDotColor = 'grey' | 'red' | 'yellow' | 'green';

export function crmDotColor(
  config: Pick<CrmConfig, 'isActive' | 'lastSync' | 'syncInterval'> | null,
  now: Date,
): CrmDotColor {
  if (!config) return 'grey';
  if (!config.isActive) return 'red';
  if (!config.lastSync) return 'yellow';
  const ageMinutes = (now.getTime() - new Date(config.lastSync).getTime()) / 60_000;
  return ageMinutes <= config.syncInterval * 2 ? 'green' : 'yellow';
}
