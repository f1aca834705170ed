export const ADMIN_SUBMISSIONS_PATH = '/admin/submissions'
export const adminSubmissionPath = (id: string) => `${ADMIN_SUBMISSIONS_PATH}/${encodeURIComponent(id)}`
/** The staff products page with a garment's edit panel open (it reads `edit`). */
export const productEditPath = (productId: string) => `/admin/products?edit=${encodeURIComponent(productId)}`
