import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, errorText, serverMessage } from './api-client'

const FALLBACK = 'Kunde inte spara.'

/** Answers the next fetch with `status` and `body` (a real Response, as the browser gives it). */
function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  )
}

/** What a failed `api.post` throws for that answer. */
async function failure(): Promise<unknown> {
  try {
    await api.post('/api/x', {})
  } catch (err) {
    return err
  }
  throw new Error('the call did not fail')
}

afterEach(() => vi.unstubAllGlobals())

describe('errorText', () => {
  it.each([400, 404, 409, 422, 429])("shows the server's Swedish message for a %i", async (status) => {
    answer(status, { error: 'x', message: 'Namnet finns redan' })
    const err = await failure()
    expect(errorText(err, FALLBACK)).toBe('Namnet finns redan')
    expect(serverMessage(err)).toBe('Namnet finns redan')
  })

  it('shows the fallback for a 4xx without a message (not the client’s generic text)', async () => {
    answer(400, { error: 'bad_request' })
    const err = await failure()
    expect((err as ApiError).message).toBe('Ett fel uppstod. Försök igen.')
    expect(errorText(err, FALLBACK)).toBe(FALLBACK)
    answer(404)
    expect(errorText(await failure(), FALLBACK)).toBe(FALLBACK)
    answer(400, { message: '  ' })
    expect(errorText(await failure(), FALLBACK)).toBe(FALLBACK)
  })

  it('shows the fallback for a 5xx, even one that carries a message', async () => {
    answer(500, { error: 'internal', message: 'Internt fel' })
    expect(errorText(await failure(), FALLBACK)).toBe(FALLBACK)
    answer(503, 'Service Unavailable')
    expect(errorText(await failure(), FALLBACK)).toBe(FALLBACK)
  })

  it('shows the fallback when the server could not be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const err = await failure()
    expect(err).toBeInstanceOf(ApiError)
    expect(errorText(err, FALLBACK)).toBe(FALLBACK)
  })

  it('shows the fallback for anything that is not a failed call', () => {
    expect(errorText(new Error('Cannot read properties of undefined'), FALLBACK)).toBe(FALLBACK)
    expect(errorText(undefined, FALLBACK)).toBe(FALLBACK)
    expect(serverMessage(null)).toBeNull()
  })
})
