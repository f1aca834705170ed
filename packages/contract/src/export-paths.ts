// Zod-free, like limits.ts: a page takes the paths without taking zod.

/** Where staff download each CSV export; the web's export buttons add the list's filters. */
export const EXPORT_PATHS = {
  orders: '/api/orders/export.csv',
  users: '/api/users/export.csv',
  submissions: '/api/submissions-request/export.csv',
} as const
