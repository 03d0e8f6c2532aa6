import type { Membership, User } from '@oece/contracts';
import { isMembershipExpired, type MembershipLevel } from '@oece/domain';
import type { MembershipRow, UserRow } from './users.repository';

function toMembership(row: MembershipRow): Membership {
  return { level: row.level, start: row.start.toISOString(), expiration: row.expiration.toISOString() };
}

/** The contract shape of a user; `history` must be newest first. No password hash leaves here. */
export function toUser(row: UserRow, history: MembershipRow[], now: Date): User {
  const membershipHistory = history.map(toMembership);
  const current = history[0];
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    currentMembership: membershipHistory[0] ?? null,
    membershipHistory,
    membershipExpired: isMembershipExpired(current?.expiration, now),
  };
}

/** What the rules by plan need of a current membership (none: no level, and expired). */
export function membershipStatus(
  current: MembershipRow | undefined,
  now: Date,
): { level: MembershipLevel | null; expired: boolean } {
  return { level: current?.level ?? null, expired: isMembershipExpired(current?.expiration, now) };
}
