import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useLogout, useNotify, useTranslate } from 'react-admin';
import type { RealtimeEvent } from '../../../contract/realtime';
import { getStoredUser, getToken } from '../session';
import { endRefusedSession } from '../sessionCheck';
import { CACHE_KEYS_BY_EVENT, INACTIVE_KEYS_BY_EVENT, INVALIDATION_WINDOW_MS } from './cacheKeys';
import { createKeyedThrottle } from './coalesce';
import { RealtimeContext, type RealtimeListener } from './context';
import { type CreateSocket, RealtimeSocket } from './RealtimeSocket';
import { socketUrl } from './socketUrl';

interface RealtimeProviderProps {
  children: ReactNode;
  /** Tests hand in a fake WebSocket. */
  createSocket?: CreateSocket;
}

/**
 * One socket per signed-in tab. Events refresh the caches they name (at most once per key per
 * 500 ms), reach `useRealtimeEvent` subscribers, and a 4401 close ends the session.
 */
export const RealtimeProvider = ({ children, createSocket }: RealtimeProviderProps) => {
  // Sign-in and sign-out both navigate, so re-reading the token on every location change follows them.
  useLocation();
  const token = getToken();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const [connected, setConnected] = useState(false);
  const listeners = useRef(new Set<RealtimeListener>());
  const throttle = useMemo(() => createKeyedThrottle(INVALIDATION_WINDOW_MS), []);

  const react = useRef<(event: RealtimeEvent) => void>(() => {});
  useEffect(() => {
    react.current = (event) => {
      for (const key of CACHE_KEYS_BY_EVENT[event.type]) {
        throttle.run(key, () => void queryClient.invalidateQueries({ queryKey: [key] }));
      }
      for (const key of INACTIVE_KEYS_BY_EVENT[event.type] ?? []) {
        void queryClient.invalidateQueries({ queryKey: [key], type: 'inactive', refetchType: 'none' });
      }
      // The operator who renamed already saw 'Nome atualizado com sucesso!'; the rest are told.
      if (event.type === 'contact_name_updated' && event.byUserId !== getStoredUser()?.id) {
        throttle.run('toast:contact_name_updated', () =>
          notify('app.common.titleWithDetail', {
            type: 'info',
            messageArgs: {
              title: translate('app.realtime.contactRenamed.title'),
              detail: translate('app.realtime.contactRenamed.detail', event),
            },
          }),
        );
      }
      for (const listener of listeners.current) listener(event);
    };
  });

  const endSession = useRef(() => {});
  useEffect(() => {
    endSession.current = () => {
      void logout();
      notify('app.common.titleWithDetail', {
        type: 'error',
        messageArgs: {
          title: translate('app.realtime.sessionExpired.title'),
          detail: translate('app.realtime.sessionExpired.detail'),
        },
      });
    };
  });

  useEffect(() => {
    if (!token) return;
    const socket = new RealtimeSocket({
      url: socketUrl(window.location, token),
      createSocket,
      onEvent: (event) => react.current(event),
      onStatus: setConnected,
      onUnauthorized: () => void endRefusedSession(token, () => endSession.current()),
    });
    socket.start();
    return () => {
      socket.stop();
      throttle.cancel();
    };
  }, [token, createSocket, throttle]);

  const subscribe = useCallback((listener: RealtimeListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo(
    () => ({ connected: Boolean(token) && connected, subscribe }),
    [token, connected, subscribe],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
};
