import fp from 'fastify-plugin'
import { submissionsAdminRoutes } from './submissions.admin.routes.js'
import { createSubmissionsAdminService } from './submissions.admin.service.js'
import { submissionsExportRoutes } from './submissions.export.js'
import { createSubmissionPhotosService } from './submissions.photos.service.js'
import { createProductFromItemService } from './submissions.product.js'
import { submissionReceiveRoutes } from './submissions.receive.routes.js'
import { createReceiveService } from './submissions.receive.service.js'
import { submissionPhotosRoutes, submissionsRoutes } from './submissions.routes.js'
import { createSubmissionsService } from './submissions.service.js'

/** Submissions (inlämningar): the member's garments sent in, their items and private photos. */
export const submissionsModule = fp(
  async (app) => {
    const services = {
      submissions: createSubmissionsService({ db: app.db, media: app.media, config: app.config }),
      photos: createSubmissionPhotosService({ db: app.db, media: app.media }),
      admin: createSubmissionsAdminService({ db: app.db }),
    }
    await app.register(submissionsRoutes, services)
    await app.register(submissionPhotosRoutes, services)
    await app.register(submissionsAdminRoutes, services)
    await app.register(submissionsExportRoutes, services)
    await app.register(submissionReceiveRoutes, {
      receive: createReceiveService({ db: app.db, config: app.config }),
      productFromItem: createProductFromItemService({
        db: app.db,
        media: app.media,
        onProductCreated: () => app.caches.changed('catalog'),
      }),
    })
  },
  { name: 'submissions', dependencies: ['db', 'auth', 'media-store', 'config', 'catalog', 'caches'] },
)
