// What other modules may use of auth (scripts/check-server-boundaries.mjs): password hashing and
// the shared attempt throttle, for the places outside sign-in that check or set a password.
export { hashPassword, verifyPassword } from './password.js'
export { assertNotThrottled, clearLoginAttempts, recordAttempt, THROTTLE_LIMITS } from './throttle.js'
