import { z } from 'zod'

/** The one error shape of the API. */
export const ApiErrorDto = z.object({ error: z.string(), message: z.string() })
export type ApiErrorDto = z.infer<typeof ApiErrorDto>

/** A moment in a query or body: ISO 8601 with its offset ('2026-11-28T09:00:00+01:00' or '…Z'). */
export const isoTime = z.iso.datetime({ offset: true, message: 'Ange datum och tid i ISO-format.' })
