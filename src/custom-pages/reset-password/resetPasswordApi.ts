import type { ResetPasswordBody } from '../../../contract/auth';
import { httpClient } from '../../providers/httpClient';

/** `POST /api/auth/reset-password`: works signed out; a spent or expired token is a 400 on `token`. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await httpClient('/api/auth/reset-password', { method: 'POST', body });
}
