/** POST /api/Users/saveContext (shared with the back-office's profile page, in lib/). */
export { saveContext, useSaveContext } from '../../../lib/account-calls'
