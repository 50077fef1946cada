import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { lazy } from 'react';
import type { BonusConfiguration } from '../../../contract/bonuses';

/** `bonus-configurations` (admins): list, create and edit of the month's bonuses, loaded on first visit. */
export const bonusConfigurations = {
  list: lazy(() =>
    import('./BonusConfigurationList').then((module) => ({ default: module.BonusConfigurationList })),
  ),
  create: lazy(() =>
    import('./BonusConfigurationForms').then((module) => ({ default: module.BonusConfigurationCreate })),
  ),
  edit: lazy(() =>
    import('./BonusConfigurationForms').then((module) => ({ default: module.BonusConfigurationEdit })),
  ),
  icon: EmojiEventsIcon,
  recordRepresentation: (record: BonusConfiguration) => record.name,
};
