import { z } from 'zod';
import { SignedIn } from './auth';

/** Ten one-time recovery codes are issued when 2FA is turned on. */
export const RECOVERY_CODE_COUNT = 10;

const CODE_MESSAGE = 'Informe o código de 6 dígitos do aplicativo autenticador.';
const RECOVERY_MESSAGE = 'Código de recuperação inválido.';
const CHALLENGE_MESSAGE = 'Sua verificação expirou. Entre novamente com email e senha.';

/** The 6 digits of the authenticator app (spaces typed between them are dropped). */
export const TotpCode = z
  .string({ message: CODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: CODE_MESSAGE }));

export const RecoveryCode = z
  .string({ message: RECOVERY_MESSAGE })
  .trim()
  .min(1, { message: RECOVERY_MESSAGE })
  .max(40, { message: RECOVERY_MESSAGE });

const Challenge = z
  .string({ message: CHALLENGE_MESSAGE })
  .trim()
  .min(1, { message: CHALLENGE_MESSAGE })
  .max(200, { message: CHALLENGE_MESSAGE });

/** A code of the app or, instead, one recovery code (disable, sign-in). */
export const SecondFactor = z
  .object({ code: TotpCode.optional(), recoveryCode: RecoveryCode.optional() })
  .refine((body) => body.code !== undefined || body.recoveryCode !== undefined, {
    message: CODE_MESSAGE,
    path: ['code'],
  });
export type SecondFactor = z.infer<typeof SecondFactor>;

/** GET /api/auth/2fa: whether the signed-in user has it on, and whether their organization demands it. */
export const TwoFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** POST /api/auth/2fa/setup: the new secret, its otpauth:// address and that address as a QR image. */
export const TwoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorEnableBody = z.object({ code: TotpCode });
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBody>;

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** POST /api/auth/2fa/verify: the login's challenge and the second factor. */
export const TwoFactorVerifyBody = z
  .object({ challenge: Challenge, code: TotpCode.optional(), recoveryCode: RecoveryCode.optional() })
  .refine((body) => body.code !== undefined || body.recoveryCode !== undefined, {
    message: CODE_MESSAGE,
    path: ['code'],
  });
export type TwoFactorVerifyBody = z.infer<typeof TwoFactorVerifyBody>;

/** Mandatory enrolment at sign-in: the login's challenge stands for the session not yet open. */
export const TwoFactorEnrolBody = z.object({ challenge: Challenge });
export type TwoFactorEnrolBody = z.infer<typeof TwoFactorEnrolBody>;
export const TwoFactorEnrolEnableBody = z.object({ challenge: Challenge, code: TotpCode });
export type TwoFactorEnrolEnableBody = z.infer<typeof TwoFactorEnrolEnableBody>;
/** Enrolled at sign-in: the recovery codes to show once, and the session. */
export const TwoFactorEnrolled = SignedIn.extend({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnrolled = z.infer<typeof TwoFactorEnrolled>;
