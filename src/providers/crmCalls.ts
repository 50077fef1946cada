import type { DataProvider } from 'react-admin';
import type {
  CrmConfig,
  CrmConfigCreateBody,
  CrmConfigResponse,
  CrmConfigUpdateBody,
  CrmMessageResponse,
  CrmPortalsResponse,
  CrmSyncRunsResponse,
  CrmTestBody,
} from '../../contract/crm';
import type { StockImportBody, StockImportPreview, StockImportResult } from '../../contract/vehicles';

type Call = <T>(method: string, path: string, body?: object) => Promise<T>;

/** A lead of /leadsok (GET /api/credit/leads). */
export interface FinancedLead {
  id: string;
  contactName: string;
  contactNumber: string;
  instanceName: string;
  status: 'new' | 'qualified' | 'negotiating' | 'closed_won' | 'closed_lost';
  qualificationLevel: 'HOT' | 'WARM' | 'COLD' | null;
  lastMentionAt: string;
}

const CONFIG = '/user/autocerto-config';

/** The CRM link, stock import, portals and credit leads: the data provider's non-CRUD CRM calls. */
export const crmCalls = (call: Call) => ({
  getCrmConfig: () => call<CrmConfigResponse>('GET', CONFIG),
  createCrmConfig: (body: CrmConfigCreateBody) => call<CrmConfig>('POST', CONFIG, body),
  updateCrmConfig: (id: string, body: CrmConfigUpdateBody) =>
    call<CrmConfig>('PATCH', `${CONFIG}/${encodeURIComponent(id)}`, body),
  testCrmConnection: (body: CrmTestBody) => call<CrmMessageResponse>('POST', `${CONFIG}/test`, body),
  syncCrm: () => call<CrmMessageResponse>('POST', `${CONFIG}/sync`),
  getCrmRuns: () => call<CrmSyncRunsResponse>('GET', `${CONFIG}/runs`),
  getPortals: () => call<CrmPortalsResponse>('GET', '/user/portals'),
  previewStockImport: (body: StockImportBody) =>
    call<StockImportPreview>('POST', '/vehicles/import/preview', body),
  importStock: (body: StockImportBody) => call<StockImportResult>('POST', '/vehicles/import', body),
  getFinancedLeads: () => call<FinancedLead[]>('GET', '/credit/leads'),
});

/** react-admin resources whose API lives under another name (`/estoque` lists `/api/vehicles`). */
export const RESOURCE_PATHS: Record<string, string> = { estoque: 'vehicles' };
export const apiResource = (resource: string): string => RESOURCE_PATHS[resource] ?? resource;

/** The CRUD methods of `provider` with each resource name mapped to its API path. */
export function withResourcePaths(provider: DataProvider): DataProvider {
  return {
    ...provider,
    getList: (resource, params) => provider.getList(apiResource(resource), params),
    getOne: (resource, params) => provider.getOne(apiResource(resource), params),
    getMany: (resource, params) => provider.getMany(apiResource(resource), params),
    getManyReference: (resource, params) => provider.getManyReference(apiResource(resource), params),
    create: (resource, params) => provider.create(apiResource(resource), params),
    update: (resource, params) => provider.update(apiResource(resource), params),
    updateMany: (resource, params) => provider.updateMany(apiResource(resource), params),
    delete: (resource, params) => provider.delete(apiResource(resource), params),
    deleteMany: (resource, params) => provider.deleteMany(apiResource(resource), params),
  };
}
