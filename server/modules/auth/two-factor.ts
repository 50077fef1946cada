import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type SecondFactor, type TwoFactorSetup } from '../../../contract/two-factor';
import type { Db, DbOrTx } from '../../db/client';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { conflict, validationError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record';

/**
 * Two-factor sign-in with TOTP (RFC 6238, through `otpauth`): 6 digits, 30-second steps, SHA-1 (what
 * every authenticator app reads), one step of drift either side. The secret is encrypted at rest;
 * the ten recovery codes are kept as SHA-256. Each action is one function, so each can be audited.
 */

const ISSUER = 'Vendaí';
const PERIOD_S = 30;
export const WRONG_CODE_MESSAGE = 'Código inválido. Confira o aplicativo autenticador e tente novamente.';
const WRONG_RECOVERY_MESSAGE = 'Código de recuperação inválido ou já usado.';
const NO_SETUP_MESSAGE = 'Gere o QR code novamente antes de informar o código.';

export interface TwoFactorUser {
  id: string;
  organizationId: string;
  email: string;
}

const totp = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** Recovery codes are compared without case, spaces or dashes, as people retype them. */
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecovery = (code: string) => createHash('sha256').update(normalizeRecovery(code)).digest('hex');

/** `xxxxx-xxxxx` of lower-case letters and digits: 50 bits each, easy to copy by hand. */
function newRecoveryCode(): string {
  const raw = randomBytes(10)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

async function readRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

export async function isTwoFactorEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  return Boolean((await readRow(db, userId))?.enabledAt);
}

/**
 * Starts enrolment: a new secret replaces any unconfirmed one. Refused (409) while 2FA is on: the
 * user turns it off first, so a stolen session alone cannot move the second factor to another phone.
 */
export async function beginTwoFactorSetup(
  db: DbOrTx,
  key: Buffer,
  user: TwoFactorUser,
): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(db, user.id)) {
    throw conflict('two_factor_enabled', 'A verificação em duas etapas já está ativa.');
  }
  const secret = new Secret({ size: 20 }).base32;
  const secretEncrypted = encryptSecret(key, secret);
  await db
    .insert(userTwoFactor)
    .values({ userId: user.id, organizationId: user.organizationId, secretEncrypted })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted, enabledAt: null, lastStep: null },
    });
  const otpauthUrl = totp(secret, user.email).toString();
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/**
 * Accepts a code of the app once: the step it belongs to must be later than the last accepted
 * one (a code seen over a shoulder cannot be replayed within its 30 seconds).
 */
async function acceptCode(
  db: DbOrTx,
  key: Buffer,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const row = await readRow(db, userId);
  if (!row) return false;
  const delta = totp(decryptSecret(key, row.secretEncrypted), '').validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  const accepted = await db
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return accepted.length > 0;
}

/** Spends one unused recovery code of an enabled 2FA; false when it is unknown or was used. */
async function spendRecoveryCode(db: DbOrTx, userId: string, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecovery(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

/** Confirms the setup with a first code; 2FA is on and the ten recovery codes are answered once. */
export async function enableTwoFactor(
  db: Db,
  key: Buffer,
  user: TwoFactorUser,
  code: string,
  actor: AuditActor,
): Promise<string[]> {
  const now = actor.at;
  const row = await readRow(db, user.id);
  if (!row || row.enabledAt) throw validationError('code', NO_SETUP_MESSAGE);
  if (!(await acceptCode(db, key, user.id, code, now))) throw validationError('code', WRONG_CODE_MESSAGE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(userTwoFactor).set({ enabledAt: now }).where(eq(userTwoFactor.userId, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.insert(twoFactorRecoveryCodes).values(
      codes.map((value) => ({
        organizationId: user.organizationId,
        userId: user.id,
        codeHash: hashRecovery(value),
        createdAt: now,
      })),
    );
    const target = { type: 'user', id: user.id, label: user.email };
    await recordAudit(tx, { ...actor, action: 'auth.two_factor_enabled', target });
  });
  return codes;
}

/**
 * Checks the second factor of a user whose 2FA is on: a code of the app, or a recovery code
 * (spent). A wrong one is a 400 on the field that was sent.
 */
export async function verifySecondFactor(
  db: DbOrTx,
  key: Buffer,
  userId: string,
  factor: SecondFactor,
  now: Date,
): Promise<void> {
  const [enabled] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)));
  if (factor.code !== undefined) {
    if (!enabled || !(await acceptCode(db, key, userId, factor.code, now))) {
      throw validationError('code', WRONG_CODE_MESSAGE);
    }
    return;
  }
  if (!enabled || !(await spendRecoveryCode(db, userId, factor.recoveryCode ?? '', now))) {
    throw validationError('recoveryCode', WRONG_RECOVERY_MESSAGE);
  }
}

/** Turns 2FA off (the user, with a second factor; or an admin's reset): secret and codes are gone. */
export async function removeTwoFactor(db: DbOrTx, userId: string): Promise<boolean> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const removed = await db
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ userId: userTwoFactor.userId });
  return removed.length > 0;
}
