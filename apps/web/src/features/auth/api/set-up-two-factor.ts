import type { TwoFactorSetup } from '@oece/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new secret for the administrator's app, pending until its first code. */
export function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return api<TwoFactorSetup>('/auth/2fa/setup', { method: 'POST' });
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}
