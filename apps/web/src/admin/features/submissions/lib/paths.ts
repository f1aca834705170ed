export const ADMIN_SUBMISSIONS_PATH = '/admin/submissions'
export const adminSubmissionPath = (id: string) => `${ADMIN_SUBMISSIONS_PATH}/${encodeURIComponent(id)}`
