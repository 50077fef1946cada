import type { ReportName, ReportQuery } from './reports';

/**
 * `/reports/{name}?from=…&to=…[&instanceId=…][&sellerId=…]`. Kept apart from the schemas of
 * `reports.ts`: the data provider, in the web app's entry, builds these paths.
 */
export function reportPath(name: ReportName, query: ReportQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.instanceId) params.set('instanceId', query.instanceId);
  if (query.sellerId) params.set('sellerId', query.sellerId);
  return `/reports/${name}?${params.toString()}`;
}
