import { z } from 'zod';
import { Id, IdFilter, Role } from './common';
import { Instance, InstanceSummary } from './instances';

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;

const name = z
  .string({ message: 'Nome deve ter pelo menos 2 caracteres' })
  .trim()
  .min(NAME_MIN, { message: 'Nome deve ter pelo menos 2 caracteres' })
  .max(120, { message: 'Nome deve ter no máximo 120 caracteres' });
const email = z
  .string({ message: 'Email inválido' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Email inválido' }));
/** The password rules of a user, wherever one is set (user form, set-password link). */
export const Password = z
  .string({ message: 'Senha deve ter pelo menos 6 caracteres' })
  .min(PASSWORD_MIN, { message: 'Senha deve ter pelo menos 6 caracteres' })
  .max(200, { message: 'Senha deve ter no máximo 200 caracteres' });
/** Organization staff roles an admin may assign; super_admin is only given by the platform. */
const staffRole = z.enum(['admin', 'vendedor'], { message: 'Tipo de usuário inválido' });

export const UserCreateBody = z.object({
  name,
  email,
  password: Password,
  role: staffRole.default('vendedor'),
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** Edit: a blank or missing password keeps the current one. */
export const UserUpdateBody = z.object({
  name,
  email,
  password: z.union([z.literal(''), Password]).optional(),
  role: staffRole.default('vendedor'),
});
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

export const PublicUser = z.object({
  id: Id,
  organizationId: Id,
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: Role,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const UserWithInstances = PublicUser.extend({
  instances: z.array(InstanceSummary),
});
export type UserWithInstances = z.infer<typeof UserWithInstances>;

/** `filter` of GET /api/users (ra-data-simple-rest): search text, role, or ids. */
export const UserListFilter = z.object({
  q: z.string().trim().max(200).optional(),
  role: Role.optional(),
  id: IdFilter.optional(),
});
export type UserListFilter = z.infer<typeof UserListFilter>;

/** Fields GET /api/users can sort on (`sort=["email","ASC"]`); `name` sorts by first then last name. */
export const USER_SORT_FIELDS = [
  'id',
  'name',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'email',
  'role',
  'createdAt',
] as const;

/** POST /api/users-with-instances answers the new instance and its owner; `id` is the instance's. */
export const UserWithInstanceResponse = z.object({
  id: Id,
  instance: Instance,
  user: PublicUser,
});
export type UserWithInstanceResponse = z.infer<typeof UserWithInstanceResponse>;
