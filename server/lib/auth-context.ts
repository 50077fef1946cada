import type { Role } from '../../contract/common';

/**
 * Who is calling, read from the verified token and the live user row on every request.
 * `organizationId` is the tenant every query of the request is scoped to.
 */
export interface AuthContext {
  userId: string;
  organizationId: string;
  role: Role;
  name: string;
  email: string;
  /** The signed-in session the token names (absent on tokens signed before sessions existed). */
  sessionId?: string;
}

/** Roles that manage the organization's users and instances. */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];

export const isAdmin = (auth: Pick<AuthContext, 'role'>): boolean => ADMIN_ROLES.includes(auth.role);
