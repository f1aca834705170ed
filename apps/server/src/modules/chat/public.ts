// What other modules may use of chat (scripts/check-server-boundaries.mjs): the `updated` event a
// staff change of a submission publishes in its transaction. Chat imports nothing of submissions.
export { publishSubmissionUpdated } from './chat.publish.js'
