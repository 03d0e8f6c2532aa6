import type { TwoFactorSetup } from '@oece/contracts';
import { loginStep } from './login';

/** An administrator who must set the app up at this login: a new secret and its QR image. */
export function startEnrolment(ticket: string): Promise<TwoFactorSetup> {
  return loginStep('/auth/admin/2fa/setup', { ticket });
}
