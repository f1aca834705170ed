/**
 * A queue of loads that runs at most `limit` at once (spec §9: product images load at most 3 at
 * once), in the order they were asked for, urgent ones first. Each caller gets a `release`
 * function: called before its turn it leaves the queue, called after it frees the slot.
 */
export interface LoadQueue {
  /** Asks for a slot; `start` runs when the load may begin (at once when a slot is free). */
  request(start: () => void, options?: { urgent?: boolean }): () => void
  /** Loads running now. */
  readonly running: number
  /** Loads waiting for a slot. */
  readonly waiting: number
}

interface Entry {
  start: () => void
}

export function createLoadQueue(limit: number): LoadQueue {
  let running = 0
  const waiting: Entry[] = []

  function pump() {
    while (running < limit && waiting.length > 0) {
      const next = waiting.shift()!
      running += 1
      next.start()
    }
  }

  return {
    request(start, options = {}) {
      let state: 'waiting' | 'running' | 'done' = 'waiting'
      const entry: Entry = {
        start: () => {
          state = 'running'
          start()
        },
      }
      if (options.urgent) waiting.unshift(entry)
      else waiting.push(entry)
      pump()
      return () => {
        if (state === 'waiting') waiting.splice(waiting.indexOf(entry), 1)
        else if (state === 'running') running -= 1
        state = 'done'
        pump()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
