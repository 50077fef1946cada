import type { ForgotPasswordBody } from '../../../contract/auth';
import { httpClient } from '../../providers/httpClient';

/** `POST /api/auth/forgot-password`: works signed out; the same answer for any registered or not address. */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await httpClient('/api/auth/forgot-password', { method: 'POST', body });
}
