import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Json = Record<string, unknown>

export interface StandInRequest {
  method: string
  path: string
  form: URLSearchParams
}

/**
 * Test support: a tiny local stand-in for the few Stripe API calls the server makes (subscriptions
 * retrieve/update, checkout sessions create/retrieve). Tests set STRIPE_API_BASE to its `url`.
 */
export async function startStripeStandIn() {
  const subscriptions = new Map<string, Json>()
  const sessions = new Map<string, Json>()
  const requests: StandInRequest[] = []
  let counter = 0

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` })
    res.end(JSON.stringify(body))
  }
  const missing = (res: http.ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: what } })

  const server = http.createServer(async (req, res) => {
    let text = ''
    for await (const chunk of req) text += chunk
    const path = (req.url ?? '').split('?')[0] ?? ''
    const form = new URLSearchParams(text)
    requests.push({ method: req.method ?? '', path, form })

    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (sub) {
      const found = subscriptions.get(decodeURIComponent(sub[1]!))
      if (!found) return missing(res, 'No such subscription')
      if (req.method === 'POST' && form.get('cancel_at_period_end') === 'true')
        found.cancel_at_period_end = true
      return send(res, 200, found)
    }
    if (path === '/v1/checkout/sessions' && req.method === 'POST') {
      const id = `cs_test_${++counter}`
      const session = {
        id,
        object: 'checkout.session',
        client_secret: `${id}_secret_${counter}`,
        status: 'open',
        customer_email: form.get('customer_email'),
        customer_details: null,
      }
      sessions.set(id, session)
      return send(res, 200, session)
    }
    const cs = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (cs && req.method === 'GET') {
      const found = sessions.get(decodeURIComponent(cs[1]!))
      return found ? send(res, 200, found) : missing(res, 'No such checkout session')
    }
    return missing(res, `Unrecognized request URL (${req.method}: ${path})`)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    subscriptions,
    sessions,
    requests,
    /** Sets what Stripe would answer for the subscription now. */
    setSubscription(
      id: string,
      fields: {
        status: string
        userId?: string
        customer?: string
        periodEnd?: Date
        cancelAtPeriodEnd?: boolean
      },
    ) {
      const end = Math.floor((fields.periodEnd ?? new Date(Date.now() + 30 * 86_400_000)).getTime() / 1000)
      subscriptions.set(id, {
        id,
        object: 'subscription',
        customer: fields.customer ?? `cus_${id}`,
        status: fields.status,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        cancel_at: null,
        metadata: fields.userId ? { userId: fields.userId } : {},
        items: {
          object: 'list',
          data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: end }],
        },
      })
    },
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>
