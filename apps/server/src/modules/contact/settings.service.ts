import type { PublicSettingsDto, ShopSettingsDto } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import type { Db } from '../../db/client.js'
import { findSettings, type SettingsValues, saveSettings } from './settings.repository.js'

export type SettingsService = ReturnType<typeof createSettingsService>

/** The environment's shop details: the answer until staff save their own. */
export function defaultSettings(config: Config): SettingsValues {
  return {
    shopName: config.SHOP_NAME,
    address: config.SHOP_ADDRESS,
    returnAddress: config.RETURN_ADDRESS || `${config.SHOP_NAME}, ${config.SHOP_ADDRESS}`,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    openingHours: config.OPENING_HOURS,
  }
}

/**
 * The shop's details, read from the database on every call: every server process answers the
 * same right after a save (one primary-key read; no cache to keep in step).
 */
export function createSettingsService({ db, config }: { db: Db; config: Config }) {
  async function current(): Promise<ShopSettingsDto> {
    const row = await findSettings(db)
    if (!row) return { ...defaultSettings(config), updatedAt: null }
    const { id: _id, updatedAt, ...values } = row
    return { ...values, updatedAt: updatedAt.toISOString() }
  }

  return {
    current,

    async publicSettings(): Promise<PublicSettingsDto> {
      const { updatedAt: _updatedAt, ...values } = await current()
      return values
    },

    async save(values: SettingsValues): Promise<ShopSettingsDto> {
      const { id: _id, updatedAt, ...saved } = await saveSettings(db, values)
      return { ...saved, updatedAt: updatedAt.toISOString() }
    },
  }
}
