import { createHash } from 'node:crypto';
import { CrmError, type CrmGateway, type CrmLead } from '../port';
import { demoStock } from './stock';

/** The password the demo refuses, so the "wrong credentials" path can be tried without a partner. */
export const DEMO_REFUSED_PASSWORD = 'senha-errada';

/**
 * The built-in demo CRM, the embedded default: every user name with every password but
 * `DEMO_REFUSED_PASSWORD` logs in, the stock is the demo lot, and pushed leads get a stable code.
 */
export function createDemoCrm(options: {
  username: string;
  password: string;
  publicUrl: string;
}): CrmGateway {
  const check = async () => {
    if (!options.username.trim() || options.password === DEMO_REFUSED_PASSWORD) {
      throw new CrmError('unauthorized', 'Usuário ou senha recusados pelo CRM de demonstração');
    }
  };
  return {
    kind: 'demo',
    verifyCredentials: check,
    async listStock() {
      await check();
      return demoStock(options.publicUrl);
    },
    async pushLead(lead: CrmLead) {
      await check();
      const code = createHash('sha256').update(lead.leadId).digest('hex').slice(0, 8).toUpperCase();
      return { externalId: lead.externalId ?? `DEMO-${code}` };
    },
  };
}
