import { useCallback } from 'react';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { BoardRelativeTime } from '../rules/card';

/** A relative time in the board's words: 'Sem data', 'Agora mesmo', 'há 5min', 'há 3h', 'há 2 dia(s)', '01/03/25'. */
export const useRelativeTimeLabel = () => {
  const t = useAppTranslate();
  return useCallback(
    (time: BoardRelativeTime): string => {
      switch (time.unit) {
        case 'none':
          return t('app.kanban.time.none');
        case 'now':
          return t('app.kanban.time.now');
        case 'minutes':
          return t('app.kanban.time.minutes', { count: time.count });
        case 'hours':
          return t('app.kanban.time.hours', { count: time.count });
        case 'days':
          return t('app.kanban.time.days', { count: time.count });
        case 'date':
          return time.text;
      }
    },
    [t],
  );
};
