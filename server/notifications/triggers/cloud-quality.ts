import type { DbOrTx } from '../../db/client';
import { notify } from '../notify';
import { notifyDepsOf, type TriggerDeps } from './deps';

export interface QualityDrop {
  organizationId: string;
  instanceId: string;
  instanceName: string;
  displayPhoneNumber: string;
  /** DOWNGRADE or FLAGGED, as Meta named it. */
  change: string;
  /** The number's messaging limit after the change, when Meta said. */
  currentLimit: string | null;
}

/**
 * Meta lowered (or flagged) the quality of an official number: the admins are told in the bell,
 * since a further drop lowers the number's daily limit and may block it. Linked to the dashboard,
 * where the number's card shows its quality.
 */
export async function noticeQualityDrop(deps: TriggerDeps, tx: DbOrTx, drop: QualityDrop): Promise<void> {
  const limit = drop.currentLimit ? ` Limite atual: ${drop.currentLimit}.` : '';
  const what = drop.change === 'FLAGGED' ? 'foi sinalizada pela Meta' : 'caiu';
  await notify(notifyDepsOf(deps, tx), {
    organizationId: drop.organizationId,
    to: { role: 'admin' },
    kind: 'system',
    title: `Qualidade do número ${drop.displayPhoneNumber} ${what}`,
    body: `A qualidade do número oficial "${drop.instanceName}" ${what}. Reduza envios não solicitados para evitar bloqueios.${limit}`,
    link: '/dashboard',
    whatsapp: false,
  });
}
