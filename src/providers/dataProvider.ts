import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteParams, RaRecord } from 'react-admin';
import { accountMethods } from './data/account';
import { agendaMethods } from './data/agenda';
import { bonusLeadsMethods } from './data/bonus';
import { bootstrapMethods } from './data/bootstrap';
import { buildCalls } from './data/call';
import { campaignsMethods } from './data/campaigns';
import { crmMethods } from './data/crm';
import { financingMethods } from './data/financing';
import { inboxMethods } from './data/inbox';
import { instancesMethods } from './data/instances';
import { leadSourcesMethods } from './data/lead-sources';
import { leadsMethods } from './data/leads';
import { masterMethods } from './data/master';
import { observeMethods } from './data/observe';
import { privacyMethods } from './data/privacy';
import { reportsMethods } from './data/reports';
import { securityMethods } from './data/security';
import { simulatorMethods } from './data/simulator';
import { templatesMethods } from './data/templates';
import { type HttpClient, httpClient } from './httpClient';
import { withResourcePaths } from './resourcePaths';

/**
 * The app's one way to the server: `ra-data-simple-rest` on `/api` for every resource, plus the
 * actions that are not CRUD, each area's in its module under `./data/` (`<area>Methods(call)`).
 * Creating an instance from the dashboard is the plain `create('instances', { data })`: `POST
 * /api/instances` answers 201 with the record.
 */
export const buildDataProvider = (apiUrl = '/api', client: HttpClient = httpClient) => {
  // Resources named after their route (`estoque`) reach their API (`vehicles`).
  const base = withResourcePaths(simpleRestProvider(apiUrl, client));
  const { call, text, blob, file } = buildCalls(apiUrl, client);
  return {
    ...base,
    ...securityMethods(call),

    /** A DELETE answered with 204 still gives react-admin the record it removed. */
    delete: async <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) => {
      const { data } = await base.delete<RecordType>(resource, params);
      return { data: data ?? params.previousData ?? ({ id: params.id } as RecordType) };
    },

    ...accountMethods(call, file),
    ...agendaMethods(call),
    ...bonusLeadsMethods(call),
    ...bootstrapMethods(call),
    ...campaignsMethods(call),
    ...crmMethods(call),
    ...financingMethods(call),
    ...inboxMethods(call, blob),
    ...instancesMethods(call),
    ...leadsMethods(call, text),
    ...leadSourcesMethods(call),
    ...masterMethods(call),
    ...observeMethods(call, text),
    ...privacyMethods(call),
    ...reportsMethods(call),
    ...simulatorMethods(call),
    ...templatesMethods(call),
  } satisfies DataProvider;
};

export type AppDataProvider = ReturnType<typeof buildDataProvider>;

export const dataProvider = buildDataProvider();
