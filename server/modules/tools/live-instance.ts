import { and, eq, isNull } from 'drizzle-orm';
import { instances } from '../../db/schema';
import type { EngineDeps } from '../../engine/deps';
import { notFound } from '../../lib/errors';

/** The organization's instance that is not deleted; any other id answers 404. */
export async function liveInstance(app: Pick<EngineDeps, 'db'>, tenantId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(instances)
    .where(and(eq(instances.organizationId, tenantId), eq(instances.id, id), isNull(instances.deletedAt)));
  if (!row) throw notFound('Instância não encontrada');
  return row;
}
