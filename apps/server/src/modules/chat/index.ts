import fp from 'fastify-plugin'
import { createChatHub } from './chat.hub.js'
import { NOTIFY_INTERVAL_MS, runChatNotifications } from './chat.notify.js'
import { chatRoutes } from './chat.routes.js'
import { createChatService } from './chat.service.js'
import { createStreams } from './chat.sse.js'

/** Chat between a submission's owner and staff, with live streams over LISTEN/NOTIFY (ADR 017). */
export const chatModule = fp(
  async (app) => {
    const hub = createChatHub({ db: app.db, log: app.log })
    const streams = createStreams({ hub, log: app.log, heartbeatMs: app.config.CHAT_HEARTBEAT_MS })
    // Once a minute across all processes, not once per process (ADR 041).
    app.jobs.every('chat-notifications', NOTIFY_INTERVAL_MS, () => runChatNotifications(app.db, app.config))

    app.addHook('onReady', async () => hub.start())
    // Streams end first, so the server's close does not wait on them; then the hub stops.
    app.addHook('preClose', async () => streams.closeAll())
    app.addHook('onClose', async () => hub.stop())
    app.decorate('chatHub', hub)
    app.decorate('chatStreamCount', () => streams.openCount)
    await app.register(chatRoutes, { chat: createChatService({ db: app.db }), streams })
  },
  { name: 'chat', dependencies: ['db', 'auth', 'config', 'jobs'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests: the process's LISTEN connection (catch up, drop it). */
    chatHub: import('./chat.hub.js').ChatHub
  }
}
