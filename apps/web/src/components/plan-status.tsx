import { Link as MuiLink, Typography } from '@mui/material';
import { paths, type Membership } from '@oece/contracts';
import {
  formatDay,
  isMembershipExpired,
  limaDay,
  MEMBERSHIP_LABELS,
  remainingTime,
  type Brand,
} from '@oece/domain';
import { Link } from 'react-router';
import { useBrand } from '../config/settings';
import { useSession } from '../lib/session';

/**
 * 'Plan Premium · te quedan 91 días', counted as the profile counts; once it has passed, the Lima day
 * it ended. Without the paid offer the level is not shown (as on the profile): 'Tu acceso · …'.
 */
export function planStatusText(
  membership: Pick<Membership, 'level' | 'expiration'>,
  brand: Pick<Brand, 'paidOffer'>,
  now: Date = new Date(),
): string {
  if (isMembershipExpired(membership.expiration, now)) {
    const ended = formatDay(limaDay(new Date(membership.expiration)));
    return `Tu ${brand.paidOffer ? 'plan' : 'acceso'} venció el ${ended}`;
  }
  const name = brand.paidOffer ? `Plan ${MEMBERSHIP_LABELS[membership.level]}` : 'Tu acceso';
  const left = remainingTime(membership.expiration, now);
  if (!left) return `${name} · vence en menos de 1 hora`;
  return `${name} · ${left.amount === 1 ? 'te queda' : 'te quedan'} ${left.text}`;
}

/** The member's plan and the time left, one line at the top of every dashboard page. */
export function PlanStatus() {
  const brand = useBrand();
  const { user } = useSession();
  const membership = user?.currentMembership;
  if (!membership) return null;
  const renew = brand.paidOffer && brand.pricing && isMembershipExpired(membership.expiration);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {planStatusText(membership, brand)}
      {renew && (
        <>
          {' · '}
          <MuiLink component={Link} to={paths.dashboard.pricing}>
            Ver planes
          </MuiLink>
        </>
      )}
    </Typography>
  );
}
