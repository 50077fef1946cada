import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteParams, RaRecord } from 'react-admin';
import type { UserWithInstanceBody, UserWithInstanceResponse } from '../../contract';
import { type HttpClient, httpClient } from './httpClient';

/** Answer of `POST /api/users-with-instances` (201): the new instance and its owner. */
export type CreatedInstanceForUser = UserWithInstanceResponse;

/** `ra-data-simple-rest` on `/api` plus the calls that are not CRUD, on the same object. */
export const buildDataProvider = (apiUrl = '/api', client: HttpClient = httpClient) => {
  const base = simpleRestProvider(apiUrl, client);
  return {
    ...base,

    /** A DELETE answered with 204 still gives react-admin the record it removed. */
    delete: async <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) => {
      const { data } = await base.delete<RecordType>(resource, params);
      return { data: data ?? params.previousData ?? ({ id: params.id } as RecordType) };
    },

    /** Creates an instance (WhatsApp number) for an existing user of the organization. */
    createInstanceForUser: async (body: UserWithInstanceBody): Promise<CreatedInstanceForUser> => {
      const { json } = await client(`${apiUrl}/users-with-instances`, { method: 'POST', body });
      return json as CreatedInstanceForUser;
    },
  } satisfies DataProvider;
};

export type AppDataProvider = ReturnType<typeof buildDataProvider>;

export const dataProvider = buildDataProvider();
