import type { ContactFormResponse } from '@kladbyte/contract'
import { CONTACT_SUCCESS_MESSAGE } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/errors.js'
import { contactMail } from './contact.mail.js'
import { insertContactMessage, type NewContactMessage } from './contact.repository.js'
import { createThrottle } from './contact.throttle.js'

/** At most this many messages per client address and window (spam to the staff inbox). */
const CONTACT_LIMIT = { name: 'contact', limit: 10, windowMs: 10 * 60_000 }

export type ContactService = ReturnType<typeof createContactService>

export function createContactService({ db, config }: { db: Db; config: Config }) {
  const throttle = createThrottle(db, CONTACT_LIMIT)

  return {
    /** Stores the message and queues the staff mail in one transaction. */
    async submit(input: NewContactMessage, clientAddress: string): Promise<ContactFormResponse> {
      if (!(await throttle.take(clientAddress))) {
        throw new AppError(
          'too_many_requests',
          'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
        )
      }
      await db.transaction(async (tx) => {
        await insertContactMessage(tx, input)
        await enqueueMail(
          tx,
          contactMail(config.STAFF_EMAIL, await shopNameForMail(tx, config.SHOP_NAME), input),
        )
      })
      return { success: true, message: CONTACT_SUCCESS_MESSAGE }
    },
  }
}
