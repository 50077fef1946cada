import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { type ActiveUser, findActiveUserByEmail, recordLogin } from './repository';

export const LOGIN_RATE_LIMIT_MESSAGE = 'Muitas tentativas de login. Aguarde um minuto e tente novamente.';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Credenciais inválidas');

const CLOSED_MESSAGES: Record<string, string> = {
  suspended:
    'O acesso da sua organização está suspenso. Fale com o suporte da Vendaí para regularizar a assinatura e reativar o acesso.',
  canceled:
    'A assinatura da sua organização foi cancelada. Fale com o suporte da Vendaí para reativar o acesso; nenhum dado foi apagado.',
};

/**
 * A suspended or canceled organization keeps its data (and its webhooks keep being stored) but its
 * staff cannot work in it: a 403 that says why, never "wrong password".
 */
export function assertOrganizationOpen(user: { subscriptionStatus: string }): void {
  const message = CLOSED_MESSAGES[user.subscriptionStatus];
  if (message) throw new HttpError(403, 'organization_suspended', message);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the e-mail is unknown so that an unknown
 * e-mail costs the same time as a wrong password and the answer time does not reveal accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * The user with this e-mail and password, or 401 `invalid_credentials`: the same answer for an
 * unknown e-mail, a wrong password, a deleted user or a deleted organization.
 */
export async function verifyCredentials(db: DbOrTx, email: string, password: string): Promise<ActiveUser> {
  const user = await findActiveUserByEmail(db, email);
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !matches) throw invalidCredentials();
  assertOrganizationOpen(user);
  await recordLogin(db, user.id, new Date());
  return user;
}
