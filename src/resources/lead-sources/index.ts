import HubIcon from '@mui/icons-material/Hub';
import { lazy } from 'react';
import type { LeadSourceRecord } from '../../../contract/lead-sources';
import type { PageRoute } from '../../ui/definePage';

/** `lead-sources` (admins, issue 29): the portals and sites that post leads, each with its intake URL. */
export const leadSources = {
  list: lazy(() => import('./LeadSourceList').then((module) => ({ default: module.LeadSourceList }))),
  create: lazy(() => import('./LeadSourceCreate').then((module) => ({ default: module.LeadSourceCreate }))),
  edit: lazy(() => import('./LeadSourceEdit').then((module) => ({ default: module.LeadSourceEdit }))),
  icon: HubIcon,
  recordRepresentation: (record: LeadSourceRecord) => record.name,
};

export const leadSourcesRoute: PageRoute = { path: '/lead-sources', aliases: [] };
