import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { shopSettings } from '../../db/schema/index.js'

/**
 * The name every mail signs with: the one staff saved in Inställningar, else `SHOP_NAME`. Read in
 * the mail's own transaction, so a rename reaches every process's next mail at once.
 */
export async function shopNameForMail(tx: DbOrTx, fallback: string): Promise<string> {
  const [row] = await tx
    .select({ name: shopSettings.shopName })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
  return row?.name || fallback
}
