import type { UserDto } from '@kladbyte/contract'
import { getBalance } from '../../core/points/points.balance.js'
import type { DbOrTx } from '../../db/client.js'
import { isMembershipActive } from '../membership/public.js'
import type { UserRow } from './users.repository.js'

/** The user as its owner sees it (whole personnummer), with membership and points. */
export function toUserDto(row: UserRow, extra: { hasSubscription: boolean; points: number }): UserDto {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    socialSecurityNumber: row.personnummer,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    region: row.region,
    country: row.country,
    // As the session sees it: an unverified account has no staff rights, whatever its flag says.
    isAdmin: row.isAdmin && row.emailVerified,
    emailVerified: row.emailVerified,
    ...extra,
  }
}

/** Loads membership state and balance for the DTO. */
export async function loadUserDto(db: DbOrTx, row: UserRow): Promise<UserDto> {
  const [hasSubscription, points] = await Promise.all([
    isMembershipActive(db, row.id),
    getBalance(db, row.id),
  ])
  return toUserDto(row, { hasSubscription, points })
}
