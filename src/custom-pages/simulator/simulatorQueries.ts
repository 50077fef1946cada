import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { SimulatorChatRecord } from '../../../contract/simulator';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useRealtimeEvent } from '../../providers/realtime';

/** The customer's phone refreshes its chat every 2 s while the page is open, and on live messages. */
export const TIMELINE_REFRESH_MS = 2_000;
export const SIMULATOR_INSTANCES_REFRESH_MS = 10_000;

/** Every key starts with 'simulator', which the live connection events invalidate. */
export const simulatorKeys = {
  instances: ['simulator', 'instances'] as const,
  timeline: (id: string, contactNumber: string) => ['simulator', id, 'timeline', contactNumber] as const,
};

const OPTIONS = { retry: 1, refetchOnWindowFocus: false } as const;

export const useSimulatorInstances = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: simulatorKeys.instances,
    queryFn: () => dataProvider.getSimulatorInstances(),
    refetchInterval: SIMULATOR_INSTANCES_REFRESH_MS,
    ...OPTIONS,
  });
};

/** The instance's chats (the `simulator-chats` resource): a simulator holds a handful, one page. */
export const useSimulatorChats = (id: string) => {
  const chats = useGetList<SimulatorChatRecord>(
    'simulator-chats',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'lastMessageAt', order: 'DESC' },
      filter: { instanceId: id },
    },
    OPTIONS,
  );
  useRealtimeEvent(['new_message', 'contact_name_updated'], (event) => {
    if (event.instanceId === id) void chats.refetch();
  });
  return chats;
};

/** `contactNumber` must be a complete number (10 to 15 digits); otherwise nothing is asked. */
export const useSimulatorTimeline = (id: string, contactNumber: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const enabled = /^\d{10,15}$/.test(contactNumber);
  const timeline = useQuery({
    queryKey: simulatorKeys.timeline(id, contactNumber),
    queryFn: () => dataProvider.getSimulatorTimeline(id, contactNumber),
    enabled,
    refetchInterval: TIMELINE_REFRESH_MS,
    ...OPTIONS,
  });
  useRealtimeEvent(['new_message'], (event) => {
    if (enabled && event.instanceId === id) void timeline.refetch();
  });
  return { ...timeline, enabled };
};
