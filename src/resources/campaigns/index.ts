import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';
import type { CampaignRecord } from '../../../contract/campaigns';
import type { PageRoute } from '../../ui/definePage';

/** `campanhas` (admins, issue 25): one message to a filtered audience, sent at the number's pace. */
export const campaigns = {
  list: lazy(() => import('./CampaignList').then((module) => ({ default: module.CampaignList }))),
  create: lazy(() => import('./CampaignCreate').then((module) => ({ default: module.CampaignCreate }))),
  show: lazy(() => import('./CampaignShow').then((module) => ({ default: module.CampaignShow }))),
  icon: CampaignIcon,
  recordRepresentation: (record: CampaignRecord) => record.name,
};

export const campaignsRoute: PageRoute = { path: '/campanhas', aliases: [] };
