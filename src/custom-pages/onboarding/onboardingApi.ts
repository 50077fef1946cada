import type { OnboardingBody, OnboardingResponse } from '../../../contract/organizations';
import { httpClient } from '../../providers/httpClient';

/** `POST /api/organizations/onboard`: works signed out; the answer carries the slug, never the password. */
export async function submitOnboarding(body: OnboardingBody): Promise<OnboardingResponse> {
  const { json } = await httpClient('/api/organizations/onboard', { method: 'POST', body });
  return json as OnboardingResponse;
}
