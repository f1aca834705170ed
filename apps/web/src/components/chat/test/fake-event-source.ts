import { vi } from 'vitest'

/**
 * Test only: jsdom has no EventSource (a browser API). This stands in for it so a test can push
 * server events and see which streams are open.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = []
  readonly url: string
  closed = false
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
  }

  /** The server sends `event: type` with JSON `data`. */
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) })
    for (const l of this.listeners.get(type) ?? []) l(event)
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
