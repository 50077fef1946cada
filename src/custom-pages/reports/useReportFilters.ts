import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ReportQuery } from '../../../contract/reports';
import { isPreset, type PeriodPreset, periodOf } from './period';

export interface ReportFilters {
  preset: PeriodPreset;
  query: ReportQuery;
  /** Why the custom period cannot be asked for (pt-BR, from the contract), if it cannot. */
  invalid: string | null;
  setPreset: (preset: PeriodPreset) => void;
  setCustom: (from: string, to: string) => void;
  setInstance: (instanceId: string | undefined) => void;
  setSeller: (sellerId: string | undefined) => void;
}

/**
 * The period and filters live in the address (`?periodo=&de=&ate=&instancia=&vendedor=`), so a
 * report can be bookmarked or sent to a colleague; 7 days by default.
 */
export function useReportFilters(now: Date): ReportFilters {
  const [params, setParams] = useSearchParams();
  const rawPreset = params.get('periodo');
  const preset: PeriodPreset = isPreset(rawPreset) ? rawPreset : 'last7';
  const fallback = periodOf('last7', now);
  const period =
    preset === 'custom'
      ? { from: params.get('de') ?? fallback.from, to: params.get('ate') ?? fallback.to }
      : periodOf(preset, now);
  const instanceId = params.get('instancia') ?? undefined;
  const sellerId = params.get('vendedor') ?? undefined;

  const query = useMemo<ReportQuery>(
    () => ({ from: period.from, to: period.to, instanceId, sellerId }),
    [period.from, period.to, instanceId, sellerId],
  );
  const parsed = ReportQuery.safeParse(query);

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    preset,
    query,
    invalid: parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
    setPreset: (next) =>
      update(
        next === 'custom'
          ? { periodo: next, de: period.from, ate: period.to }
          : { periodo: next, de: undefined, ate: undefined },
      ),
    setCustom: (from, to) => update({ periodo: 'custom', de: from, ate: to }),
    setInstance: (id) => update({ instancia: id }),
    setSeller: (id) => update({ vendedor: id }),
  };
}
