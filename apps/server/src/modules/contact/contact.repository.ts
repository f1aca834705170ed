import type { DbOrTx } from '../../db/client.js'
import { contactMessages } from '../../db/schema/index.js'

export interface NewContactMessage {
  name: string
  email: string
  message: string
}

/** Stores one message from the contact form and returns its id. */
export async function insertContactMessage(tx: DbOrTx, msg: NewContactMessage): Promise<string> {
  const [row] = await tx.insert(contactMessages).values(msg).returning({ id: contactMessages.id })
  return row!.id
}
