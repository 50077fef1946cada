import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { UserListFilter } from '../../../contract/users';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { type ListParams, likePattern } from '../../lib/list-query';

/** Never includes the password hash: these rows go to the API. */
const userColumns = {
  id: users.id,
  organizationId: users.organizationId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

export type UserRecord = Pick<
  typeof users.$inferSelect,
  'id' | 'organizationId' | 'firstName' | 'lastName' | 'email' | 'role' | 'createdAt'
>;

export type UserSortField =
  | 'id'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'role'
  | 'createdAt';

/** Text columns sort case-insensitively, as a person reading the list expects. */
const SORT_COLUMNS: Record<UserSortField, SQL[]> = {
  id: [sql`${users.id}`],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  firstName: [sql`lower(${users.firstName})`],
  first_name: [sql`lower(${users.firstName})`],
  lastName: [sql`lower(${users.lastName})`],
  last_name: [sql`lower(${users.lastName})`],
  email: [sql`lower(${users.email})`],
  role: [sql`${users.role}`],
  createdAt: [sql`${users.createdAt}`],
};

const live = (tenantId: string) => and(eq(users.organizationId, tenantId), isNull(users.deletedAt));

function filterConditions(filter: UserListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const search = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    );
    if (search) conditions.push(search);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.id !== undefined) conditions.push(inArray(users.id, [filter.id].flat()));
  return conditions;
}

export async function listUsers(
  db: DbOrTx,
  tenantId: string,
  params: ListParams<UserSortField, UserListFilter>,
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = and(live(tenantId), ...filterConditions(params.filter));
  const direction = params.sort.order === 'ASC' ? asc : desc;
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(...SORT_COLUMNS[params.sort.field].map((column) => direction(column)), asc(users.id))
    .limit(params.limit)
    .offset(params.offset);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findUser(db: DbOrTx, tenantId: string, id: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(live(tenantId), eq(users.id, id)));
  return row;
}

export async function countLiveUsers(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(live(tenantId));
  return row?.total ?? 0;
}

/**
 * Whether a live user anywhere already has this e-mail: login is by e-mail alone, so it is unique
 * across organizations (the `users_email_live_key` index enforces the same rule).
 */
export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.deletedAt),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type NewUser = Pick<
  typeof users.$inferInsert,
  'firstName' | 'lastName' | 'email' | 'role' | 'passwordHash'
>;

export async function insertUser(db: DbOrTx, tenantId: string, values: NewUser): Promise<UserRecord> {
  const [row] = await db
    .insert(users)
    .values({ ...values, organizationId: tenantId })
    .returning(userColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  tenantId: string,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(tenantId), eq(users.id, id)))
    .returning(userColumns);
  return row;
}

export async function softDeleteUser(
  db: DbOrTx,
  tenantId: string,
  id: string,
  at: Date,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(live(tenantId), eq(users.id, id)))
    .returning(userColumns);
  return row;
}
