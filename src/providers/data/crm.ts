import type {
  CrmConfig,
  CrmConfigCreateBody,
  CrmConfigResponse,
  CrmConfigUpdateBody,
  CrmMessageResponse,
  CrmPortalsResponse,
  CrmTestBody,
  FinancedLeadsResponse,
} from '../../../contract/crm';
import type { StockImportBody, StockImportPreview, StockImportResult } from '../../../contract/vehicles';

import type { Call } from './call';

const CONFIG = '/user/autocerto-config';

/** The CRM link, stock import, portals and credit leads: the data provider's non-CRUD CRM calls. */
export const crmMethods = (call: Call) => ({
  getCrmConfig: () => call<CrmConfigResponse>('GET', CONFIG),
  createCrmConfig: (body: CrmConfigCreateBody) => call<CrmConfig>('POST', CONFIG, body),
  updateCrmConfig: (id: string, body: CrmConfigUpdateBody) =>
    call<CrmConfig>('PATCH', `${CONFIG}/${encodeURIComponent(id)}`, body),
  testCrmConnection: (body: CrmTestBody) => call<CrmMessageResponse>('POST', `${CONFIG}/test`, body),
  syncCrm: () => call<CrmMessageResponse>('POST', `${CONFIG}/sync`),
  getPortals: () => call<CrmPortalsResponse>('GET', '/user/portals'),
  previewStockImport: (body: StockImportBody) =>
    call<StockImportPreview>('POST', '/vehicles/import/preview', body),
  importStock: (body: StockImportBody) => call<StockImportResult>('POST', '/vehicles/import', body),
  getFinancedLeads: () => call<FinancedLeadsResponse>('GET', '/credit/leads'),
});
