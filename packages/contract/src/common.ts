import { z } from 'zod'

/** The one error shape of the API. */
export const ApiErrorDto = z.object({ error: z.string(), message: z.string() })
export type ApiErrorDto = z.infer<typeof ApiErrorDto>

/** The empty guid marks a top-level category, as the spec's clients send it. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000'
