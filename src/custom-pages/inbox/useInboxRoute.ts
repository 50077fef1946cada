import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { CHAT_DIALOGS, type ChatDialog } from './chat/dialogs';

/**
 * The inbox's state kept in the URL (spec 2 §2.1): `?instance=` filters, `?conversation=` opens,
 * and `?dialog=` opens the rename dialog or the internal notes over that conversation, so a link
 * to any of them works.
 */
export interface InboxRoute {
  instanceId: string | null;
  conversationId: string | null;
  dialog: ChatDialog | null;
}

const dialogOf = (value: string | null): ChatDialog | null =>
  CHAT_DIALOGS.find((dialog) => dialog === value) ?? null;

export const parseInboxRoute = (search: string): InboxRoute => {
  const params = new URLSearchParams(search);
  const conversationId = params.get('conversation') || null;
  return {
    instanceId: params.get('instance') || null,
    conversationId,
    // A dialog belongs to a conversation: without one there is nothing to open it over.
    dialog: conversationId ? dialogOf(params.get('dialog')) : null,
  };
};

const searchOf = ({ instanceId, conversationId, dialog }: InboxRoute): string => {
  const params = new URLSearchParams();
  if (instanceId) params.set('instance', instanceId);
  if (conversationId) params.set('conversation', conversationId);
  if (conversationId && dialog) params.set('dialog', dialog);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The filter, the open conversation and its dialog, read from and written to the URL so a link
 * reopens them. Opening a conversation from the list is a history step (a phone's back button
 * returns to the list); switching between conversations, filters or dialogs replaces it.
 */
export const useInboxRoute = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const route = useMemo(() => parseInboxRoute(search), [search]);

  const go = useCallback(
    (next: InboxRoute) => {
      const push = route.conversationId === null && next.conversationId !== null;
      navigate({ search: searchOf(next) }, { replace: !push });
    },
    [navigate, route.conversationId],
  );

  const setInstance = useCallback((instanceId: string | null) => go({ ...route, instanceId }), [go, route]);
  /** Opens a conversation (or none), with one of its dialogs when given; any other dialog closes. */
  const openConversation = useCallback(
    (conversationId: string | null, dialog: ChatDialog | null = null) =>
      go({ ...route, conversationId, dialog }),
    [go, route],
  );
  const setDialog = useCallback((dialog: ChatDialog | null) => go({ ...route, dialog }), [go, route]);
  return { ...route, setInstance, openConversation, setDialog };
};
