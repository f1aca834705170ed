import { at, n, type Rows } from '../../hardening/matrix.entry.js'
import { TEST_PASSWORD } from '../../test/factories.js'

/**
 * The member's profile and password, registration, verification, password reset and the staff's
 * customer calls.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const usersRows: Rows = {
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
}
