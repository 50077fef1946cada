import type { PublicUser } from '../../../contract/users';
import type { UserRecord } from './repository';

/** The form has one name field; the first word is the first name, the rest the last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const normalized = fullName.trim().replace(/\s+/g, ' ');
  const space = normalized.indexOf(' ');
  if (space === -1) return { firstName: normalized, lastName: '' };
  return { firstName: normalized.slice(0, space), lastName: normalized.slice(space + 1) };
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The user as the API shows it; both name spellings because the spec's screens read both. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    organizationId: user.organizationId,
    name: fullName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
