/** POST /api/Users/changePassword (shared with the back-office's profile page, in lib/). */
export { changePassword, useChangePassword } from '../../../lib/account-calls'
