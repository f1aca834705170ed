import { describe, expect, it } from 'vitest'
import { createLoadQueue } from './load-queue'

/** Asks the queue for `names` in order and records the order in which they are started. */
function ask(queue: ReturnType<typeof createLoadQueue>, names: string[], started: string[], urgent = false) {
  return Object.fromEntries(names.map((n) => [n, queue.request(() => started.push(n), { urgent })]))
}

describe('createLoadQueue', () => {
  it('starts at most three at once and the next one when a slot frees', () => {
    const queue = createLoadQueue(3)
    const started: string[] = []
    const release = ask(queue, ['a', 'b', 'c', 'd', 'e'], started)
    expect(started).toEqual(['a', 'b', 'c'])
    expect(queue.running).toBe(3)
    expect(queue.waiting).toBe(2)

    release.b!()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    release.a!()
    release.c!()
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(queue.running).toBe(2)
    expect(queue.waiting).toBe(0)
  })

  it('puts urgent loads ahead of the waiting ones', () => {
    const queue = createLoadQueue(1)
    const started: string[] = []
    const release = ask(queue, ['a', 'b', 'c'], started)
    const main = queue.request(() => started.push('main'), { urgent: true })
    release.a!()
    expect(started).toEqual(['a', 'main'])
    main()
    expect(started).toEqual(['a', 'main', 'b'])
  })

  it('drops a load released before its turn without starting it', () => {
    const queue = createLoadQueue(1)
    const started: string[] = []
    const release = ask(queue, ['a', 'b', 'c'], started)
    release.b!()
    expect(queue.waiting).toBe(1)
    release.a!()
    expect(started).toEqual(['a', 'c'])
  })

  it('ignores a second release, so a slot is never freed twice', () => {
    const queue = createLoadQueue(2)
    const started: string[] = []
    const release = ask(queue, ['a', 'b', 'c', 'd'], started)
    release.a!()
    release.a!()
    expect(started).toEqual(['a', 'b', 'c'])
    expect(queue.running).toBe(2)
  })
})
