/** GET /api/Authentication/logout: the shared call lives in lib/session (the back-office uses it too). */
export { logout } from '../../../lib/session'
