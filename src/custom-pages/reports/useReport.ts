import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { PLAN_FEATURE_ERROR, type ReportName, type ReportQuery } from '../../../contract/reports';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The server refused the reports for the organization's plan (403 `plan_feature`). */
export const isPlanLocked = (error: unknown): boolean =>
  error instanceof HttpError &&
  error.status === 403 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'error' in error.body &&
  error.body.error === PLAN_FEATURE_ERROR;

/** The server's own words for a failed block. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One block of the reports; kept a minute, asked again when the period or a filter changes. */
export const useReport = <Name extends ReportName>(name: Name, query: ReportQuery, enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reports', name, query],
    queryFn: () => dataProvider.getReport(name, query),
    enabled,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isPlanLocked(error) && failures < 1,
  });
};
