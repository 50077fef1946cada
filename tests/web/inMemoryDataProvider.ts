import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import type {
  InstanceSummary,
  UserWithInstanceBody,
  UserWithInstanceResponse,
  UserWithInstances,
} from '../../contract';
import { buildFullInstance, nextId } from './builders';

export interface InMemoryData {
  users?: UserWithInstances[];
}

type Row = RaRecord & Record<string, unknown>;

/**
 * Our data provider's interface over arrays in memory: `users` (with their instances) and the
 * `instances` derived from them. Tests override single methods to stage failures or delays.
 */
export const createInMemoryDataProvider = (initial: InMemoryData = {}) => {
  let users: UserWithInstances[] = structuredClone(initial.users ?? []);
  const instances = (): InstanceSummary[] => users.flatMap((user) => user.instances);
  const table = (resource: string): Row[] =>
    (resource === 'users' ? users : resource === 'instances' ? instances() : []) as unknown as Row[];
  const find = (resource: string, id: RaRecord['id']) => {
    const row = table(resource).find((candidate) => candidate.id === id);
    if (!row) throw new Error(`${resource} ${String(id)} not found`);
    return row;
  };
  const cast = <T>(value: unknown) => value as T;
  /** The server's order: text compared as a person reads it. */
  const sorted = (rows: Row[], sort?: SortPayload): Row[] => {
    if (!sort?.field) return rows;
    const direction = sort.order === 'DESC' ? -1 : 1;
    const text = (row: Row) => String(row[sort.field] ?? '');
    return [...rows].sort(
      (a, b) => direction * text(a).localeCompare(text(b), 'pt-BR', { sensitivity: 'base' }),
    );
  };

  /** `POST /api/users-with-instances`: an instance for an existing user (react-admin's `create`). */
  const createInstanceForUser = (body: UserWithInstanceBody): UserWithInstanceResponse => {
    const owner = users.find((user) => user.id === body.userId);
    if (!owner) throw new Error('user not found');
    const { instances: _, ...publicUser } = owner;
    const instance = buildFullInstance(publicUser, {
      name: body.instanceName,
      phone: body.instancePhone,
      notificationPhone: body.notificationPhone ?? null,
      notificationName: body.notificationName ?? null,
      isConnected: false,
    });
    const { user: _owner, aiChats: _ai, consultorChats: _human, ...summary } = instance;
    users = users.map((user) =>
      user.id === owner.id ? { ...user, instances: [...user.instances, summary] } : user,
    );
    return { id: instance.id, instance, user: publicUser };
  };

  const provider = {
    getList: async (resource, params) => {
      const rows = sorted(table(resource), params.sort);
      const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
      return { data: cast(rows.slice((page - 1) * perPage, page * perPage)), total: rows.length };
    },
    getOne: async (resource, params) => ({ data: cast(find(resource, params.id)) }),
    getMany: async (resource, params) => ({
      data: cast(table(resource).filter((row) => params.ids.includes(row.id))),
    }),
    getManyReference: async (resource) => ({ data: cast(table(resource)), total: table(resource).length }),
    create: async (resource, params) => {
      if (resource === 'users-with-instances') {
        return { data: cast(createInstanceForUser(cast<UserWithInstanceBody>(params.data))) };
      }
      if (resource !== 'users') throw new Error(`create ${resource} is not staged`);
      const user = { ...cast<UserWithInstances>(params.data), id: nextId(), instances: [] };
      users = [...users, user];
      return { data: cast(user) };
    },
    update: async (resource, params) => {
      const changes = cast<Partial<UserWithInstances & InstanceSummary>>(params.data);
      users = users.map((user) =>
        resource === 'users' && user.id === params.id
          ? { ...user, ...changes, instances: user.instances }
          : {
              ...user,
              instances: user.instances.map((instance) =>
                resource === 'instances' && instance.id === params.id
                  ? { ...instance, ...changes }
                  : instance,
              ),
            },
      );
      return { data: cast(find(resource, params.id)) };
    },
    updateMany: async (_resource, params) => ({ data: params.ids }),
    delete: async (resource, params) => {
      const removed = find(resource, params.id);
      users =
        resource === 'users'
          ? users.filter((user) => user.id !== params.id)
          : users.map((user) => ({
              ...user,
              instances: user.instances.filter((instance) => instance.id !== params.id),
            }));
      return { data: cast(removed) };
    },
    deleteMany: async (_resource, params) => ({ data: params.ids }),
  } satisfies DataProvider;

  return provider;
};

export type InMemoryDataProvider = ReturnType<typeof createInMemoryDataProvider>;
