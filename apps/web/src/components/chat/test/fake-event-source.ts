import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Test only: jsdom has no EventSource (a browser API). This stands in for it so a test can push
 * server events and see which streams are open.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readonly url: string
  closed = false
  readyState = FakeEventSource.CONNECTING
  private listeners = new Map<string, Set<(e: MessageEvent) => void>>()

  constructor(url: string | URL) {
    this.url = String(url)
    FakeEventSource.instances.push(this)
  }

  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }

  removeEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener)
  }

  close() {
    this.closed = true
    this.readyState = FakeEventSource.CLOSED
  }

  private dispatch(event: MessageEvent | Event) {
    for (const l of this.listeners.get(event.type) ?? []) l(event as MessageEvent)
  }

  /** The stream is open (the server answered 200). */
  opened() {
    this.readyState = FakeEventSource.OPEN
    this.dispatch(new Event('open'))
  }

  /** The server sends `event: type` with JSON `data` (and `id: lastEventId`). */
  emit(type: string, data: unknown, lastEventId = '') {
    this.dispatch(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }))
  }

  /** A dropped connection the browser is retrying by itself (readyState stays CONNECTING). */
  dispatchError() {
    this.readyState = FakeEventSource.CONNECTING
    this.dispatch(new Event('error'))
  }

  /** A reconnect answered with an error: the browser gives up on this EventSource. */
  fail() {
    this.closed = true
    this.readyState = FakeEventSource.CLOSED
    this.dispatch(new Event('error'))
  }

  /** Open streams at `url`. */
  static open(url: string) {
    return FakeEventSource.instances.filter((s) => s.url === url && !s.closed)
  }
}

/** Installs the fake as the global EventSource for one test (undo with vi.unstubAllGlobals). */
export function installFakeEventSource() {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  return FakeEventSource
}

/**
 * For a whole test file: the fake is the global EventSource in every test, and every stubbed
 * global (the fake, a stubbed fetch) is undone after each. Returns the fake to find open streams.
 */
export function fakeEventSourceEachTest() {
  beforeEach(() => {
    installFakeEventSource()
  })
  afterEach(() => vi.unstubAllGlobals())
  return FakeEventSource
}
