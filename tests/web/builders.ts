import type { Instance, InstanceSummary, PublicUser, Role, UserWithInstances } from '../../contract';

let sequence = 0;

/** A valid version-4 UUID, different on every call. */
export const nextId = (): string => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export const ORGANIZATION_ID = '11111111-1111-4111-8111-111111111111';

export const buildPublicUser = (overrides: Partial<PublicUser> = {}): PublicUser => {
  const firstName = overrides.firstName ?? 'Ana';
  const lastName = overrides.lastName ?? 'Souza';
  return {
    id: nextId(),
    organizationId: ORGANIZATION_ID,
    name: `${firstName} ${lastName}`,
    first_name: firstName,
    last_name: lastName,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${sequence}@loja.com.br`,
    role: 'vendedor' satisfies Role,
    createdAt: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
};

export const buildInstance = (overrides: Partial<InstanceSummary> = {}): InstanceSummary => ({
  id: nextId(),
  userId: nextId(),
  name: 'Loja Centro',
  phone: '5511987654321',
  notificationPhone: null,
  notificationName: null,
  isConnected: true,
  isDeleted: false,
  aiEnabled: true,
  bikerHubEnabled: false,
  globalAiEnabled: true,
  globalFollowupEnabled: true,
  gateway: 'simulator',
  createdAt: '2025-01-10T12:00:00.000Z',
  ...overrides,
});

/** A user of `GET /api/users`; its instances get its id as `userId`. */
export const buildUser = (overrides: Partial<UserWithInstances> = {}): UserWithInstances => {
  const { instances = [], ...rest } = overrides;
  const user = buildPublicUser(rest);
  return { ...user, instances: instances.map((instance) => ({ ...instance, userId: user.id })) };
};

/** An instance as `GET /api/instances/:id` and the create call answer it, with its owner. */
export const buildFullInstance = (
  owner: PublicUser,
  overrides: Partial<InstanceSummary> & Pick<Partial<Instance>, 'aiActive' | 'aiFailure' | 'official'> = {},
): Instance => {
  const { aiActive, aiFailure = null, official = null, ...summary } = overrides;
  const base = buildInstance({ userId: owner.id, ...summary });
  return {
    ...base,
    aiActive: aiActive ?? (base.aiEnabled && base.globalAiEnabled),
    aiFailure,
    official,
    user: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName, name: owner.name },
    aiChats: 0,
    consultorChats: 0,
    consultorNotificationEnabled: false,
    consultorNotificationPhone: null,
    scrapingEnabled: false,
    scrapingUrl: null,
    scrapingSchedule: 'hourly',
  };
};
