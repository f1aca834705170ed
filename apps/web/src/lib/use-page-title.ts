import { useEffect } from 'react'
import { useShopSettings } from './shop-settings'

/**
 * A page's title: "<page> | <shop name>", or with `shopFirst` (the home page) "<shop name> –
 * <page>", the shop's name before its tagline. The server's rendered pages use it too.
 */
export const pageTitle = (page: string, shopName: string, { shopFirst = false } = {}) =>
  shopFirst ? `${shopName} – ${page}` : `${page} | ${shopName}`

/** Sets document.title to the page's title while the page is shown. */
export function usePageTitle(page: string, options: { shopFirst?: boolean } = {}) {
  const { shopName } = useShopSettings()
  const title = pageTitle(page, shopName, options)
  useEffect(() => {
    document.title = title
  }, [title])
}
