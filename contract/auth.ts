import { z } from 'zod';
import { PublicUser } from './users';

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
