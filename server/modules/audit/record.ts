import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditChanges } from '../../../contract/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { diffForAudit } from './diff';

/** Who acted; null fields for an unknown caller (a failed sign-in of an unknown address). */
export interface AuditActor {
  organizationId: string | null;
  userId: string | null;
  role: string | null;
  label: string | null;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

export interface AuditEntry extends AuditActor {
  action: AuditAction;
  target?: { type: string; id: string; label?: string | null };
  changes?: AuditChanges | null;
  extra?: Record<string, unknown>;
}

/**
 * The caller of a request as the audit log names it: the signed-in user when there is one, else
 * `who` (the account a public route acts for, e.g. the user of a sign-in), on the app's clock.
 */
export function actorOf(
  request: FastifyRequest,
  who?: { id: string; organizationId: string; role: string; email: string },
): AuditActor {
  const auth = request.auth as FastifyRequest['auth'] | undefined;
  const user = auth
    ? { id: auth.userId, organizationId: auth.organizationId, role: auth.role, email: auth.email }
    : who;
  return {
    organizationId: user?.organizationId ?? null,
    userId: user?.id ?? null,
    role: user?.role ?? null,
    label: user?.email ?? null,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    at: request.server.clock.now(),
  };
}

/** Appends one record; given the change's transaction, it stands or falls with the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorUserId: entry.userId,
    actorRole: entry.role,
    actorLabel: entry.label,
    at: entry.at,
    ip: entry.ip,
    userAgent: entry.userAgent,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
    extra: entry.extra ?? null,
  });
}

/**
 * Records an edit as the fields that differ between the state before and after (secrets masked);
 * an edit that changed nothing leaves no record.
 */
export async function recordChange(
  db: DbOrTx,
  actor: AuditActor,
  action: AuditAction,
  target: NonNullable<AuditEntry['target']>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  const changes = diffForAudit(before, after);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(db, { ...actor, action, target, changes });
}
