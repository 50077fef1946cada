import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import type { CreateInstanceBody, QrResponse, SyncStatusResponse } from '../../../contract/dashboard';
import type { Instance } from '../../../contract/instances';
import type { SimulatorChat, SimulatorInstance, SimulatorTimeline } from '../../../contract/simulator';
import type { Stats } from '../../../contract/stats';
import type { AppDataProvider } from '../../../src/providers/dataProvider';
import { createInMemoryDataProvider } from '../inMemoryDataProvider';
import { buildDashboardInstance, buildQr, buildStats, buildTimeline } from './fixtures';

export interface DashboardData {
  instances?: Instance[];
  stats?: Stats;
  qr?: QrResponse;
  simulatorInstances?: SimulatorInstance[];
  chats?: SimulatorChat[];
  timeline?: SimulatorTimeline;
}

type DashboardMethods =
  | 'getStats'
  | 'disconnectInstance'
  | 'fetchInstanceQr'
  | 'syncInstanceStatus'
  | 'updateGatewayToken'
  | 'getSimulatorInstances'
  | 'scanSimulatorQr'
  | 'sendSimulatorMessage'
  | 'getSimulatorTimeline';

const cast = <T>(value: unknown) => value as T;
const notFound = () =>
  new HttpError('404: Instância não encontrada', 404, {
    error: 'not_found',
    message: 'Instância não encontrada',
  });

/**
 * The in-memory data provider plus the dashboard's and the simulator's calls, over full instances
 * (with their owner). `setInstance` changes one as the server would (e.g. once the phone scanned).
 */
export const createDashboardDataProvider = (data: DashboardData = {}) => {
  const base = createInMemoryDataProvider();
  let instances: Instance[] = structuredClone(data.instances ?? []);
  const find = (id: RaRecord['id']) => instances.find((instance) => instance.id === id);
  const setInstance = (id: string, changes: Partial<Instance>) => {
    instances = instances.map((instance) => (instance.id === id ? { ...instance, ...changes } : instance));
  };

  const provider = {
    ...base,
    getList: async (resource, params) => {
      if (resource === 'instances') return { data: cast(instances), total: instances.length };
      // `simulator-chats`: the staged chats, of whichever instance the page asks.
      if (resource === 'simulator-chats') {
        const instanceId = String(params.filter.instanceId);
        const chats = (data.chats ?? []).map((chat) => ({
          id: `${instanceId}:${chat.contactNumber}`,
          instanceId,
          ...chat,
        }));
        return { data: cast(chats), total: chats.length };
      }
      return base.getList(resource, params);
    },
    getOne: async (resource, params) => {
      if (resource !== 'instances') return base.getOne(resource, params);
      const found = find(params.id);
      if (!found) throw notFound();
      return { data: cast(found) };
    },
    delete: async (resource, params) => {
      if (resource !== 'instances') return base.delete(resource, params);
      const found = find(params.id);
      if (!found) throw notFound();
      instances = instances.filter((instance) => instance.id !== params.id);
      return { data: cast(found) };
    },
    getStats: async () => data.stats ?? buildStats(),
    /** POST /api/instances answers the new record with the gateway's first QR, if any. */
    create: async (resource, params) => {
      if (resource !== 'instances') return base.create(resource, params);
      const body = params.data as CreateInstanceBody;
      const phone = 'phone' in body ? body.phone : '';
      const instance = buildDashboardInstance({ name: body.name, phone, isConnected: false });
      instances = [...instances, instance];
      return { data: cast({ ...instance, qrCode: null }) };
    },
    disconnectInstance: async (id) => {
      setInstance(id, { isConnected: false });
      const instance = find(id);
      if (!instance) throw notFound();
      return { success: true as const, outcome: 'logged_out' as const, message: 'Desconectado', instance };
    },
    fetchInstanceQr: async (_id: string) => data.qr ?? buildQr(),
    syncInstanceStatus: async (id): Promise<SyncStatusResponse> => ({
      correction: null,
      canSync: true,
      isConnected: find(id)?.isConnected ?? false,
      message: 'Status sincronizado',
      reason: 'in_sync',
    }),
    updateGatewayToken: async () => ({
      success: true,
      instances: instances.length,
      error: null,
      message: 'ok',
    }),
    getSimulatorInstances: async () => data.simulatorInstances ?? [],
    scanSimulatorQr: async (id) => {
      const found = data.simulatorInstances?.find((instance) => instance.id === id);
      if (!found) throw notFound();
      return { success: true as const, alreadyConnected: false, instance: { ...found, isConnected: true } };
    },
    sendSimulatorMessage: async () => ({
      success: true as const,
      gatewayMessageId: 'SIM-1',
      timestamp: '2025-01-10T12:00:00.000Z',
    }),
    getSimulatorTimeline: async () => data.timeline ?? buildTimeline([]),
  } satisfies DataProvider & Pick<AppDataProvider, DashboardMethods>;

  return { ...provider, setInstance };
};

export type DashboardDataProvider = ReturnType<typeof createDashboardDataProvider>;
