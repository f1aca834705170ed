/** The detail's deep link (mails and chat notifications link here too). */
export const submissionPath = (id: string) => `/my-account/submissions/${id}`

/** Where Back goes: the account page's submissions tab. */
export const SUBMISSIONS_LIST_PATH = '/my-account#submissions'

/** Router state of the detail: `justCreated` opens it in edit mode. */
export interface SubmissionLocationState {
  justCreated?: boolean
}
