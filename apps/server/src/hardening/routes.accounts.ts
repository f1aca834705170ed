import { TEST_PASSWORD } from '../test/factories.js'
import { at, type Entry, n } from './matrix.entry.js'

/** Matrix rows: sessions, accounts, staff customers and the back office. */
export const ACCOUNT_ROWS: Record<string, Entry> = {
  // Sessions and accounts
  'POST /api/Authentication/authenticate': {
    // Signing in replaces the session it was sent with: a fresh one keeps the caller's standing session.
    request: async (w, who) => ({
      url: '/api/Authentication/authenticate',
      headers: await w.freshHeaders(who),
      payload: { username: w.a.user.email, password: TEST_PASSWORD },
    }),
  },
  'GET /api/Authentication/logout': {
    last: 2,
    request: async (w, who) => ({ url: '/api/Authentication/logout', headers: await w.freshHeaders(who) }),
  },
  'GET /api/Authentication/validatetoken': { request: at('/api/Authentication/validatetoken') },
  'GET /api/Users/UserContext': { request: at('/api/Users/UserContext') },
  'POST /api/Users/changePassword': {
    last: 3,
    request: async (w, who) => ({
      url: '/api/Users/changePassword',
      headers: await w.freshHeaders(who),
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    }),
  },
  'GET /api/Users/pointsHistory': { request: at('/api/Users/pointsHistory') },
  'GET /api/Users/me/export': { request: at('/api/Users/me/export') },
  'POST /api/Users/me/delete': {
    // Members delete an account of their own made for this row, so A and B stay for the rest.
    staffRefused: 'staff accounts come from ADMIN_EMAILS and would be made staff again (ADR 033)',
    request: async (w, who) => ({
      url: '/api/Users/me/delete',
      headers: who === 'a' || who === 'b' ? await w.throwawayMember() : undefined,
      payload: { password: TEST_PASSWORD },
    }),
  },
  'POST /api/Users/register': {
    request: () => ({
      url: '/api/Users/register',
      payload: {
        email: `matris-${n()}@example.com`,
        password: 'Hemligt123!',
        confirmPassword: 'Hemligt123!',
        socialSecurityNumber: '198112189876',
        firstName: 'Mats',
        lastName: 'Matris',
        phone: '070-111 22 33',
        address: 'Gatan 1',
        city: 'Stockholm',
        postalCode: '111 22',
        region: 'Stockholms län',
        country: 'Sverige',
      },
    }),
  },
  'POST /api/Users/saveContext': {
    request: () => ({ url: '/api/Users/saveContext', payload: { firstName: 'Anna' } }),
  },
  'POST /api/emailVerification/verifyEmail': {
    request: () => ({
      url: '/api/emailVerification/verifyEmail',
      payload: { token: 'ingen-sadan-kod-0123456789' },
    }),
  },
  'POST /api/users/lost-password': {
    request: (w) => ({ url: '/api/users/lost-password', payload: { email: w.a.user.email } }),
  },
  'POST /api/users/reset-password': {
    request: () => ({
      url: '/api/users/reset-password',
      payload: {
        token: 'ingen-sadan-kod-0123456789',
        newPassword: 'Hemligt123!',
        confirmPassword: 'Hemligt123!',
      },
    }),
  },
  'GET /api/csrfToken': { request: at('/api/csrfToken') },

  // Staff: customers
  'POST /api/users': {
    request: () => ({
      url: '/api/users',
      payload: { firstName: 'Ny', lastName: 'Kund', email: `ny-${n()}@example.com` },
    }),
  },
  'GET /api/users/:id': { request: (w) => ({ url: `/api/users/${w.a.id}` }) },
  'POST /api/users/:id/points': {
    request: (w) => ({
      url: `/api/users/${w.a.id}/points`,
      payload: { amount: 5, reason: 'Matrisens test' },
    }),
  },
  'GET /api/users/export.csv': { request: at('/api/users/export.csv?search=Anna') },
  'GET /api/users/paged': { request: at('/api/users/paged?page=1&pageSize=10&search=Anna') },

  // Staff: back office
  'GET /api/admin/dashboard': { request: at('/api/admin/dashboard') },
  'GET /api/admin/points-guide': { request: at('/api/admin/points-guide') },
  'PUT /api/admin/points-guide': {
    request: (w) => ({
      url: '/api/admin/points-guide',
      payload: { entries: [{ categoryId: w.category.id, points: 20 }] },
    }),
  },
  'GET /api/admin/settings': { request: at('/api/admin/settings') },
  'PUT /api/admin/settings': { request: (w) => ({ url: '/api/admin/settings', payload: w.settings }) },
  'GET /api/settings/public': { request: at('/api/settings/public') },
  'GET /api/points-guide': { request: at('/api/points-guide') },
  'POST /api/contact/form': {
    request: () => ({
      url: '/api/contact/form',
      payload: { name: 'Eva', email: 'eva@example.com', message: 'Hej!' },
    }),
  },
}
