import { createAutocertoCrm } from './autocerto/autocerto-crm';
import { createDemoCrm } from './demo/demo-crm';
import { CrmError, type CrmGateway, type CrmKind } from './port';

export interface CrmWiring {
  /** AUTOCERTO_API_URL; without it the Autocerto adapter cannot be used. */
  autocertoApiUrl?: string;
  /** This server's public address, for the demo's photo URLs. */
  publicUrl: string;
}

/** The adapter of a CRM link with the shop's credentials (decrypted by the caller). */
export function crmFor(
  kind: CrmKind,
  credentials: { username: string; password: string },
  wiring: CrmWiring,
): CrmGateway {
  if (kind === 'demo') return createDemoCrm({ ...credentials, publicUrl: wiring.publicUrl });
  if (!wiring.autocertoApiUrl) {
    throw new CrmError('unavailable', 'Endereço da API do Autocerto não configurado (AUTOCERTO_API_URL)', {
      retryable: false,
    });
  }
  return createAutocertoCrm({ baseUrl: wiring.autocertoApiUrl, ...credentials });
}
