import { z } from 'zod'

/** The signed-in user as `GET /api/Users/UserContext` returns it. */
export const UserDto = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 12 digits; the owner sees it whole, the web app shows it masked. */
  socialSecurityNumber: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string(),
  country: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  hasSubscription: z.boolean(),
  /** Points balance (sum of the ledger). */
  points: z.number().int(),
})
export type UserDto = z.infer<typeof UserDto>
