import { SECRET_MASK } from '../../../contract/audit';
import type { UserCreateBody, UserUpdateBody, UserWithInstances } from '../../../contract/users';
import { USER_SORT_FIELDS, UserListFilter } from '../../../contract/users';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { ListParams, ListSpec } from '../../lib/list-query';
import { hashPassword } from '../../lib/password';
import { assertPlanAllows } from '../../lib/plan-limits';
import { lockTenantOrganization } from '../../lib/tenant';
import { diffForAudit } from '../audit/diff';
import { type AuditActor, recordAudit } from '../audit/record';
import { endOtherSessions, type SessionEvents } from '../auth/sessions';
import { removeTwoFactor } from '../auth/two-factor';
import { toInstanceSummary } from '../instances/mappers';
import { listLiveInstancesOfUsers, softDeleteInstancesOfUser } from '../instances/repository';
import { auditedUser, userTarget } from './audit';
import { splitName, toPublicUser } from './mappers';
import * as repo from './repository';

export const USER_LIST_SPEC: ListSpec<repo.UserSortField, UserListFilter> = {
  sortable: USER_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'ASC' },
  filter: UserListFilter,
};

const EMAIL_INDEX = 'users_email_live_key';
const userNotFound = () => notFound('Usuário não encontrado');
const emailTaken = () => conflict('email_taken', 'Este email já está em uso');

/** Attaches each user's live instances, fetched for the whole page in one query. */
async function withInstances(
  db: DbOrTx,
  tenantId: string,
  rows: repo.UserRecord[],
): Promise<UserWithInstances[]> {
  const instances = await listLiveInstancesOfUsers(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toPublicUser(row),
    instances: instances.filter((instance) => instance.userId === row.id).map(toInstanceSummary),
  }));
}

/** The insert or update may still race another request for the same e-mail: the index decides. */
async function guardEmailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw emailTaken();
    throw error;
  }
}

export async function listUsers(
  db: DbOrTx,
  tenantId: string,
  params: ListParams<repo.UserSortField, UserListFilter>,
): Promise<{ rows: UserWithInstances[]; total: number }> {
  const page = await repo.listUsers(db, tenantId, params);
  return { rows: await withInstances(db, tenantId, page.rows), total: page.total };
}

export async function getUser(db: DbOrTx, tenantId: string, id: string): Promise<UserWithInstances> {
  const user = await repo.findUser(db, tenantId, id);
  if (!user) throw userNotFound();
  const [withItsInstances] = await withInstances(db, tenantId, [user]);
  return withItsInstances as UserWithInstances;
}

/** Creates a staff user; 409 `email_taken` or 403 `plan_limit` (spec 3 §9) when it cannot. */
export async function createUser(
  db: Db,
  tenantId: string,
  body: UserCreateBody,
  source: AuditActor,
): Promise<UserWithInstances> {
  // Hashed before the transaction so the organization lock is not held for the hash's 25 ms.
  const passwordHash = await hashPassword(body.password);
  return guardEmailRace(() =>
    db.transaction(async (tx) => {
      const organization = await lockTenantOrganization(tx, tenantId);
      if (await repo.isEmailTaken(tx, body.email)) throw emailTaken();
      assertPlanAllows(organization.plan, 'users', await repo.countLiveUsers(tx, tenantId));
      const user = await repo.insertUser(tx, tenantId, {
        ...splitName(body.name),
        email: body.email,
        role: body.role,
        passwordHash,
      });
      const changes = diffForAudit(null, { ...auditedUser(user), password: body.password });
      await recordAudit(tx, { ...source, action: 'user.created', target: userTarget(user), changes });
      return { ...toPublicUser(user), instances: [] };
    }),
  );
}

/**
 * Edits a user. A blank password keeps the current one; a new one ends the user's other sessions
 * (whoever knew the old password is signed out; the admin editing their own keeps this one).
 * `super_admin` is given by the platform, so only a super_admin edits one and the role stays;
 * nobody changes their own role, which keeps an organization from locking itself out of its
 * admin screens.
 */
export async function updateUser(
  db: DbOrTx,
  events: SessionEvents,
  actor: AuthContext,
  id: string,
  body: UserUpdateBody,
  source: AuditActor,
): Promise<UserWithInstances> {
  const tenantId = actor.organizationId;
  const current = await repo.findUser(db, tenantId, id);
  if (!current) throw userNotFound();
  if (current.role === 'super_admin' && actor.role !== 'super_admin') throw forbidden();
  const role = current.role === 'super_admin' ? current.role : body.role;
  if (current.id === actor.userId && role !== current.role) {
    throw badRequest('Você não pode alterar seu próprio tipo de usuário', 'cannot_change_own_role');
  }
  if (await repo.isEmailTaken(db, body.email, id)) throw emailTaken();
  const changes: Partial<repo.NewUser> = { ...splitName(body.name), email: body.email, role };
  if (body.password) changes.passwordHash = await hashPassword(body.password);
  const updated = await guardEmailRace(() => repo.updateUser(db, tenantId, id, changes));
  if (!updated) throw userNotFound();
  const diff = diffForAudit(auditedUser(current), auditedUser(updated));
  if (body.password) diff.password = { before: SECRET_MASK, after: SECRET_MASK };
  await recordAudit(db, { ...source, action: 'user.updated', target: userTarget(updated), changes: diff });
  if (changes.passwordHash) {
    const keep = updated.id === actor.userId ? actor.sessionId : undefined;
    await endOtherSessions(db, events, updated, keep, source);
  }
  const [withItsInstances] = await withInstances(db, tenantId, [updated]);
  return withItsInstances as UserWithInstances;
}

/**
 * Soft-deletes a user and its instances in one transaction (kept 30 days, then purged) and answers
 * the record as it was, which is what react-admin reads back after a delete.
 */
export async function deleteUser(
  db: DbOrTx,
  actor: AuthContext,
  id: string,
  source: AuditActor,
): Promise<UserWithInstances> {
  if (id === actor.userId) {
    throw badRequest('Você não pode remover seu próprio usuário', 'cannot_delete_self');
  }
  const tenantId = actor.organizationId;
  return db.transaction(async (tx) => {
    const user = await repo.findUser(tx, tenantId, id);
    if (!user) throw userNotFound();
    if (user.role === 'super_admin' && actor.role !== 'super_admin') throw forbidden();
    const [before] = await withInstances(tx, tenantId, [user]);
    const at = new Date();
    await softDeleteInstancesOfUser(tx, tenantId, id, at);
    await repo.softDeleteUser(tx, tenantId, id, at);
    const instances = (before?.instances ?? []).map((instance) => ({ ...instance, isDeleted: true }));
    const changes = diffForAudit(auditedUser(user), null);
    await recordAudit(tx, { ...source, action: 'user.deleted', target: userTarget(user), changes });
    return { ...toPublicUser(user), instances };
  });
}

/** An admin turns a user's 2FA off (a super_admin's only by a super_admin); another org's user is 404. */
export async function resetUserTwoFactor(
  db: Db,
  actor: AuthContext,
  id: string,
  source: AuditActor,
): Promise<void> {
  const user = await repo.findUser(db, actor.organizationId, id);
  if (!user) throw userNotFound();
  if (user.role === 'super_admin' && actor.role !== 'super_admin') throw forbidden();
  await db.transaction(async (tx) => {
    if (!(await removeTwoFactor(tx, user.id))) return;
    await recordAudit(tx, { ...source, action: 'auth.two_factor_reset', target: userTarget(user) });
  });
}
