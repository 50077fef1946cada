import { z } from 'zod';
import { Id, Role } from './common';
import { InstanceSummary } from './instances';

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
const password = z
  .string({ message: 'Senha deve ter pelo menos 6 caracteres' })
  .min(PASSWORD_MIN, { message: 'Senha deve ter pelo menos 6 caracteres' })
  .max(200, { message: 'Senha deve ter no máximo 200 caracteres' });
/** Organization staff roles an admin may assign; super_admin is only given by the platform. */
const staffRole = z.enum(['admin', 'vendedor'], { message: 'Tipo de usuário inválido' });

export const UserCreateBody = z.object({
  name,
  email,
  password,
  role: staffRole.default('vendedor'),
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** Edit: a blank or missing password keeps the current one. */
export const UserUpdateBody = z.object({
  name,
  email,
  password: z.union([z.literal(''), password]).optional(),
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
