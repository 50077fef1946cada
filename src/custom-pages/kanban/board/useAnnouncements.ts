import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../../../contract/constants';
import type { Lead } from '../../../../contract/leads';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { leadTitle } from '../rules/card';

const isStatus = (id: UniqueIdentifier | undefined): id is LeadStatus =>
  (LEAD_STATUSES as readonly unknown[]).includes(id);

const leadOf = (data: Record<string, unknown> | undefined): Lead | undefined =>
  data?.lead as Lead | undefined;

/** What a screen reader hears while a card is dragged, in pt-BR. */
export const useAnnouncements = (): Announcements => {
  const t = useAppTranslate();
  return useMemo(() => {
    const name = (active: { data: { current?: Record<string, unknown> } }) => {
      const lead = leadOf(active.data.current);
      return lead ? leadTitle(lead) : '';
    };
    const column = (id: UniqueIdentifier | undefined) => (isStatus(id) ? t(`app.kanban.columns.${id}`) : '');
    return {
      onDragStart: ({ active }) =>
        t('app.kanban.dnd.picked', {
          name: name(active),
          column: column(leadOf(active.data.current)?.status),
        }),
      onDragOver: ({ active, over }) =>
        over
          ? t('app.kanban.dnd.over', { name: name(active), column: column(over.id) })
          : t('app.kanban.dnd.outside', { name: name(active) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('app.kanban.dnd.dropped', { name: name(active), column: column(over.id) })
          : t('app.kanban.dnd.cancelled', { name: name(active) }),
      onDragCancel: ({ active }) => t('app.kanban.dnd.cancelled', { name: name(active) }),
    };
  }, [t]);
};
