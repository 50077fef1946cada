import type { DbOrTx } from '../../db/client';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { scopeOf } from '../instances/service';
import { type ConfigInstanceRow, findConfigInstance } from './repository';

/**
 * Who may do what with an instance's AI settings: anyone who sees the instance (a seller, its own)
 * reads them; only admins change them. Another organization's or seller's instance is a 404, so
 * its existence is never confirmed; a seller on its own instance gets a 403 that says why.
 */
export async function requireReadable(
  db: DbOrTx,
  actor: AuthContext,
  instanceId: string,
  options: { lock?: boolean } = {},
): Promise<ConfigInstanceRow> {
  const row = await findConfigInstance(db, actor.organizationId, scopeOf(actor), instanceId, options);
  if (!row) throw notFound('Instância não encontrada');
  return row;
}

export async function requireWritable(
  db: DbOrTx,
  actor: AuthContext,
  instanceId: string,
  options: { lock?: boolean } = {},
): Promise<ConfigInstanceRow> {
  const row = await requireReadable(db, actor, instanceId, options);
  if (!isAdmin(actor)) throw forbidden('Somente administradores podem alterar as configurações da IA');
  return row;
}
