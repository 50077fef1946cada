import { createContext, useContext, useEffect, useRef } from 'react';
import type { RealtimeEvent } from '../../../contract/realtime';

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeContextValue {
  /** Whether the socket is open and the server greeted it. */
  connected: boolean;
  subscribe: (listener: RealtimeListener) => () => void;
}

/** Outside the provider (tests, the landing page) there is no socket: never connected, no events. */
export const RealtimeContext = createContext<RealtimeContextValue>({
  connected: false,
  subscribe: () => () => {},
});

/** Whether live updates are flowing ('Sistema Online'). */
export const useRealtimeStatus = (): boolean => useContext(RealtimeContext).connected;

type EventOf<T extends RealtimeEvent['type']> = Extract<RealtimeEvent, { type: T }>;

/** Calls `handler` for every live event of the given types while the component is mounted. */
export const useRealtimeEvent = <T extends RealtimeEvent['type']>(
  types: readonly T[],
  handler: (event: EventOf<T>) => void,
): void => {
  const { subscribe } = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const wanted = types.join(',');
  useEffect(() => {
    const accepted = new Set(wanted.split(','));
    return subscribe((event) => {
      if (accepted.has(event.type)) latest.current(event as EventOf<T>);
    });
  }, [subscribe, wanted]);
};
