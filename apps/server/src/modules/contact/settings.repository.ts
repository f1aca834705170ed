import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { shopSettings } from '../../db/schema/index.js'

export type StoredSettings = typeof shopSettings.$inferSelect
export type SettingsValues = Omit<StoredSettings, 'id' | 'updatedAt'>

/** The saved settings row, or undefined before staff first saved. */
export async function findSettings(db: DbOrTx): Promise<StoredSettings | undefined> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1))
  return row
}

/** Writes the one settings row (insert on the first save, update afterwards). */
export async function saveSettings(db: DbOrTx, values: SettingsValues): Promise<StoredSettings> {
  const now = new Date()
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: now } })
    .returning()
  return row!
}
