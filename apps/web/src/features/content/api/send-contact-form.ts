import type { ContactFormBody, ContactFormResponse } from '@kladbyte/contract'
import { api } from '../../../lib/api-client'

/** POST /api/contact/form: the message goes to the staff inbox. */
export const sendContactForm = (body: ContactFormBody) =>
  api.post<ContactFormResponse>('/api/contact/form', body)
