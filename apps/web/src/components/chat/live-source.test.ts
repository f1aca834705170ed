import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { subscribe } from './live-source'
import { fakeEventSourceEachTest } from './test/fake-event-source'

const Source = fakeEventSourceEachTest()
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

const URL = '/api/chat/events'

describe('subscribe (live stream)', () => {
  it('opens the stream again from the last event id when the browser gives up on it', () => {
    const seen: [string, unknown][] = []
    const unsubscribe = subscribe(URL, ['unread'], (type, data) => seen.push([type, data]))
    const [first] = Source.open(URL)
    first!.opened()
    first!.emit('unread', { unreadCount: 1 }, '41')
    first!.emit('unread', { unreadCount: 2 }, '42')

    // A restarting server answered the browser's own reconnect with 502: the source is CLOSED.
    first!.fail()
    expect(Source.open(URL)).toHaveLength(0)
    vi.advanceTimersByTime(2_000)
    const second = Source.instances.at(-1)
    expect(Source.instances).toHaveLength(2)
    expect(second!.url).toBe(`${URL}?lastEventId=42`)
    second!.opened()
    second!.emit('unread', { unreadCount: 3 }, '43')

    expect(seen).toEqual([
      ['open', { reopened: false }],
      ['unread', { unreadCount: 1 }],
      ['unread', { unreadCount: 2 }],
      ['open', { reopened: true }],
      ['unread', { unreadCount: 3 }],
    ])
    unsubscribe()
    expect(second!.closed).toBe(true)
  })

  it('leaves reconnecting to the browser while it is still trying, and stops for good on unsubscribe', () => {
    const unsubscribe = subscribe(URL, ['unread'], () => {})
    const [source] = Source.open(URL)
    // An error while CONNECTING: the browser retries by itself, no second stream.
    source!.dispatchError()
    vi.advanceTimersByTime(60_000)
    expect(Source.instances).toHaveLength(1)

    source!.fail()
    unsubscribe()
    vi.advanceTimersByTime(120_000)
    expect(Source.instances).toHaveLength(1)
  })
})
