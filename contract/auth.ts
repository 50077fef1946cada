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

/** A completed sign-in: the session token and the user. */
export const SignedIn = z.object({ token: z.string(), user: PublicUser });
export type SignedIn = z.infer<typeof SignedIn>;

/** The password was right and the user has 2FA: a code completes the sign-in (`/api/auth/2fa/verify`). */
export const TwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** The password was right but 2FA is mandatory and not set up: the user enrols before signing in. */
export const TwoFactorSetupChallenge = z.object({
  twoFactorSetupRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorSetupChallenge = z.infer<typeof TwoFactorSetupChallenge>;

export const LoginResponse = z.union([SignedIn, TwoFactorChallenge, TwoFactorSetupChallenge]);
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

const EMAIL_MESSAGE = 'Informe um email válido.';
/** POST /api/auth/forgot-password: the address the reset link goes to, when it is a user's. */
export const ForgotPasswordBody = z.object({
  email: z
    .string({ message: EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: EMAIL_MESSAGE }).max(254, { message: EMAIL_MESSAGE })),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
