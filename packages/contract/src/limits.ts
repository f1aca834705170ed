/**
 * Plain limits shared by the apps, in a file without zod: the storefront's first page imports
 * some of them, and the package is side-effect free, so this file alone reaches the entry chunk.
 */

/** The longest search term the shop accepts (characters). */
export const SEARCH_MAX_LENGTH = 200

/** The longest chat message (characters, after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000
