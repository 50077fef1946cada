import { z } from 'zod';
import { Password, PublicUser } from './users';

export const LoginBody = z.object({
  email: z.string({ message: 'Por favor, preencha email e senha.' }).trim().toLowerCase().min(1, {
    message: 'Por favor, preencha email e senha.',
  }),
  password: z.string({ message: 'Por favor, preencha email e senha.' }).min(1, {
    message: 'Por favor, preencha email e senha.',
  }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({ token: z.string(), user: PublicUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = z.object({ user: PublicUser });
export type MeResponse = z.infer<typeof MeResponse>;

/** POST /api/auth/reset-password: the token of a set-password link and the new password. */
export const ResetPasswordBody = z.object({
  token: z
    .string({ message: 'Link inválido. Abra o link completo que você recebeu.' })
    .trim()
    .min(1, { message: 'Link inválido. Abra o link completo que você recebeu.' })
    .max(200, { message: 'Link inválido. Abra o link completo que você recebeu.' }),
  password: Password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
