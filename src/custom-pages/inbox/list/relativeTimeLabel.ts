import type { AppTranslate } from '../../../i18n/useAppTranslate';
import type { RelativeTime } from '../rules';

/** A relative time in the words of spec 2 §9: 'agora', 'há 5min', 'há 3h', 'ontem', 'há 4 dias', '25/02'. */
export const relativeTimeLabel = (t: AppTranslate, time: RelativeTime): string => {
  switch (time.unit) {
    case 'now':
      return t('app.inbox.time.now');
    case 'minutes':
      return t('app.inbox.time.minutes', { count: time.count });
    case 'hours':
      return t('app.inbox.time.hours', { count: time.count });
    case 'yesterday':
      return t('app.inbox.time.yesterday');
    case 'days':
      return t('app.inbox.time.days', { count: time.count });
    case 'date':
      return time.text;
  }
};
