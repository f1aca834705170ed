// What other modules may use of membership (scripts/check-server-boundaries.mjs): whether a
// membership counts as active, in code and as SQL, so orders and the staff lists agree with it.
export { isMembershipActive, membershipActiveSql } from './membership.status.js'
