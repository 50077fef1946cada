import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';

/** The inbox's state kept in the URL (spec 2 §2.1): `?instance=` filters, `?conversation=` opens. */
export interface InboxRoute {
  instanceId: string | null;
  conversationId: string | null;
}

export const parseInboxRoute = (search: string): InboxRoute => {
  const params = new URLSearchParams(search);
  return {
    instanceId: params.get('instance') || null,
    conversationId: params.get('conversation') || null,
  };
};

const searchOf = ({ instanceId, conversationId }: InboxRoute): string => {
  const params = new URLSearchParams();
  if (instanceId) params.set('instance', instanceId);
  if (conversationId) params.set('conversation', conversationId);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The filter and the open conversation, read from and written to the URL so a link reopens them.
 * Opening a conversation from the list is a history step (a phone's back button returns to the
 * list); switching between conversations or filters replaces it.
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
  const openConversation = useCallback(
    (conversationId: string | null) => go({ ...route, conversationId }),
    [go, route],
  );
  return { ...route, setInstance, openConversation };
};
