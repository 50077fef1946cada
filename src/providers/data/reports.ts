import { reportPath } from '../../../contract/report-path';
import type {
  ReportName,
  ReportQuery,
  ReportRebuildBody,
  ReportRebuildQueued,
  ReportRebuildStatus,
  ReportRebuildStatusQuery,
  ReportResponses,
} from '../../../contract/reports';
import type { Stats } from '../../../contract/stats';
import type { Call } from './call';

/** The dashboard's cards and the blocks of `/relatorios`. */
export const reportsMethods = (call: Call) => ({
  /** The dashboard's stats cards (spec 1 §3). */
  getStats: () => call<Stats>('GET', '/stats'),

  /** One block of `/relatorios` over a period and filters. */
  getReport: <Name extends ReportName>(name: Name, query: ReportQuery) =>
    call<ReportResponses[Name]>('GET', reportPath(name, query)),

  /** Admins: compute the daily figures of a period again now (a job; see the status below). */
  rebuildReports: (body: ReportRebuildBody) => call<ReportRebuildQueued>('POST', '/reports/aggregates', body),

  /** How many of the period's days the rebuild asked at `since` has computed. */
  getReportRebuildStatus: (query: ReportRebuildStatusQuery) =>
    call<ReportRebuildStatus>('GET', `/reports/aggregates?${new URLSearchParams(query).toString()}`),
});
