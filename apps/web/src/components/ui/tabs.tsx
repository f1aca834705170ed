import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'

/**
 * Tabs on Radix (roles, arrow keys, Home/End, a tab panel per tab). Compose:
 * `<Tabs value onValueChange><TabsList aria-label><TabsTrigger value /></TabsList><TabsContent value /></Tabs>`.
 */
export const Tabs = TabsPrimitive.Root

/** The row of tabs; give it an `aria-label`. Scrolls sideways on narrow screens. */
export function TabsList({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`flex gap-1 overflow-x-auto border-b border-stone-200 ${className}`}
      {...props}
    />
  )
}

/** One tab; the selected one is underlined in the accent colour. */
export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2 text-base font-medium whitespace-nowrap text-stone-600 transition-colors hover:text-stone-900 disabled:cursor-not-allowed disabled:text-stone-400 data-[state=active]:border-emerald-800 data-[state=active]:text-emerald-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-800 ${className}`}
      {...props}
    />
  )
}

/** The panel of one tab. */
export function TabsContent({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`pt-5 ${className}`} {...props} />
}
