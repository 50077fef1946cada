import type { LeadStatus, QualificationLevel } from '../../../contract/constants';

/**
 * The vehicle-stock CRM as the rest of the server sees it, the way `WhatsAppGateway` hides
 * Evolution: the sync job and the settings page talk to this port only. Adapters: `autocerto/`
 * (the partner's HTTP API) and `demo/` (a built-in shop, the embedded default). Every method
 * resolves with plain values or throws a `CrmError`.
 */
export interface CrmGateway {
  readonly kind: CrmKind;
  /** Logs in with the shop's credentials; throws `unauthorized` when they are refused. */
  verifyCredentials(): Promise<void>;
  /** Every car the CRM lists for the shop, sold ones included when it still reports them. */
  listStock(): Promise<CrmVehicle[]>;
  /** Creates the lead in the CRM, or updates it when `externalId` is known. */
  pushLead(lead: CrmLead): Promise<{ externalId: string }>;
}

export type CrmKind = 'autocerto' | 'demo';

export interface CrmVehicle {
  /** The car's code in the CRM. */
  externalId: string;
  make: string;
  model: string;
  version: string;
  year: number;
  modelYear: number;
  km: number;
  /** In reais. */
  price: number;
  color: string;
  fuel: string;
  transmission: string;
  /** hatch, sedan, suv, pickup, van… (empty when unknown). */
  bodyType: string;
  plate: string | null;
  photos: string[];
  status: 'available' | 'reserved' | 'sold';
}

export interface CrmLead {
  /** Our lead id, sent as the CRM's external reference. */
  leadId: string;
  /** The CRM's code once pushed. */
  externalId: string | null;
  name: string;
  phone: string;
  status: LeadStatus;
  qualification: QualificationLevel | null;
  createdAt: Date;
}

export type CrmErrorKind = 'unauthorized' | 'unavailable' | 'bad_response' | 'rejected';

/** What went wrong talking to the CRM, with a pt-BR message fit for the settings page. */
export class CrmError extends Error {
  override readonly name = 'CrmError';
  readonly kind: CrmErrorKind;
  /** Whether trying again later may help (network, 5xx); a refused password will not. */
  readonly retryable: boolean;

  constructor(kind: CrmErrorKind, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.retryable = options.retryable ?? (kind === 'unavailable' || kind === 'bad_response');
  }
}

export const isCrmError = (error: unknown): error is CrmError => error instanceof CrmError;
