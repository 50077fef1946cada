import type { UserRecord } from './repository';

/** The user fields an audit record compares: who the user is and what they may do. */
export const auditedUser = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'role'>) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
});

export const userTarget = (user: Pick<UserRecord, 'id' | 'email'>) => ({
  type: 'user',
  id: user.id,
  label: user.email,
});
