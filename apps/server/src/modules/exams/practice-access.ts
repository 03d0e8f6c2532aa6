import { canPractice, type Brand, type MembershipLevel } from '@oece/domain';
import { AppError } from '../../errors';

export const EXPIRED_MESSAGE =
  'Tu membresía ha expirado, no puedes dar más exámenes. Escríbenos para renovarla.';

/**
 * Practice and the review deck of mistakes: on the brand with the paid extras, for a PREMIUM
 * membership still running. Each refusal says why.
 */
export function assertCanPractice(
  membership: { level: MembershipLevel | null; expired: boolean },
  brand: Pick<Brand, 'premiumExtras'>,
): void {
  if (!brand.premiumExtras) {
    throw new AppError('FORBIDDEN', 'El modo práctica no está disponible en este sitio.');
  }
  if (membership.expired) throw new AppError('MEMBERSHIP_EXPIRED', EXPIRED_MESSAGE);
  if (!canPractice(membership.level, membership.expired)) {
    throw new AppError('PLAN_REQUIRED', 'El modo práctica está disponible solo en el plan Premium.');
  }
}
