import PaidIcon from '@mui/icons-material/Paid';
import { lazy } from 'react';
import type { SourceCost } from '../../../contract/source-costs';
import { guardedViews } from '../../ui/guardedViews';

/** `source-costs` (admins, issue 29): spend per lead source and month. */
export const sourceCosts = guardedViews('source-costs', {
  list: lazy(() => import('./SourceCostList').then((module) => ({ default: module.SourceCostList }))),
  create: lazy(() => import('./SourceCostForms').then((module) => ({ default: module.SourceCostCreate }))),
  edit: lazy(() => import('./SourceCostForms').then((module) => ({ default: module.SourceCostEdit }))),
  icon: PaidIcon,
  recordRepresentation: (record: SourceCost) => `${record.source} ${record.month}`,
});
