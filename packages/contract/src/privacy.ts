import { z } from 'zod'

/** The member's own data, as a file (ADR 033). */
export const MY_DATA_EXPORT_PATH = '/api/Users/me/export'
/** Deletes the signed-in member's account after checking the password. */
export const DELETE_ACCOUNT_PATH = '/api/Users/me/delete'

/** The name a deleted account keeps in the books: first and last name together read 'Raderad användare'. */
export const DELETED_USER_NAME = { firstName: 'Raderad', lastName: 'användare' } as const

/** `POST /api/Users/me/delete`: the password confirms it is the member. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: 'Fyll i ditt lösenord.' })
    .min(1, 'Fyll i ditt lösenord.')
    .max(200, 'Lösenordet är för långt.'),
})
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>

export const DeleteAccountResult = z.object({ success: z.literal(true), message: z.string() })
export type DeleteAccountResult = z.infer<typeof DeleteAccountResult>

const when = z.string()

/** `GET /api/Users/me/export`: everything the shop holds about the member, for the member. */
export const MyDataExport = z.object({
  exportedAt: when,
  profile: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    personnummer: z.string(),
    phone: z.string(),
    emailVerified: z.boolean(),
    created: when,
  }),
  addresses: z.array(
    z.object({
      kind: z.string(),
      address: z.string(),
      postalCode: z.string(),
      city: z.string(),
      region: z.string(),
      country: z.string(),
    }),
  ),
  membership: z
    .object({
      provider: z.string(),
      status: z.string(),
      currentPeriodEnd: when.nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  orders: z.array(
    z.object({
      orderNumber: z.number().int(),
      status: z.number().int(),
      totalPoints: z.number().int(),
      created: when,
      lines: z.array(z.object({ productName: z.string(), size: z.string(), price: z.number().int() })),
    }),
  ),
  points: z.object({
    balance: z.number().int(),
    history: z.array(
      z.object({ delta: z.number().int(), reason: z.string(), note: z.string().nullable(), created: when }),
    ),
  }),
  submissions: z.array(
    z.object({
      id: z.uuid(),
      status: z.number().int(),
      title: z.string(),
      description: z.string(),
      customerNotes: z.string(),
      created: when,
      submitted: when.nullable(),
      items: z.array(
        z.object({
          id: z.uuid(),
          condition: z.string(),
          notes: z.string(),
          approvalStatus: z.string(),
          pointsAwarded: z.number().int().nullable(),
          creditedPoints: z.number().int().nullable(),
          photos: z.array(z.string()),
        }),
      ),
    }),
  ),
  chatMessages: z.array(
    z.object({
      submissionId: z.uuid(),
      itemId: z.uuid().nullable(),
      sender: z.enum(['user', 'admin']),
      message: z.string(),
      created: when,
    }),
  ),
  mails: z.array(z.object({ subject: z.string(), created: when, sent: when.nullable() })),
  cart: z.array(z.object({ productName: z.string(), added: when })),
  wishlist: z.array(z.object({ productName: z.string(), added: when })),
})
export type MyDataExport = z.infer<typeof MyDataExport>
