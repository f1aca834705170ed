/**
 * The reference members and staff use for a submission: the first 8 characters of its id.
 * Here rather than in a feature because the submission mails and the chat's reminder quote it
 * alike (and chat must not import submissions, which publishes into chat).
 */
export const submissionReference = (id: string) => id.slice(0, 8)
