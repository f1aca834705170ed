import { z } from 'zod'

/** The one error shape of the API. */
export const ApiErrorDto = z.object({ error: z.string(), message: z.string() })
export type ApiErrorDto = z.infer<typeof ApiErrorDto>
