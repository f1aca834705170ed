import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}

/**
 * The built files (`assets/…`) that only staff need, from the Vite manifest of `npm run build`:
 * every chunk bundling a module under src/admin/ (read from its source map), and every chunk or
 * stylesheet that only the src/admin/ entries reach through static imports.
 */
export function staffOnlyFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const isStaff = (key: string) => key.startsWith('src/admin/')
  const reach = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const next of manifest[key]?.imports ?? []) visit(next)
    }
    for (const key of keys) visit(key)
    return seen
  }
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry || manifest[k]!.isDynamicEntry)
  const staffReach = reach(entries.filter(isStaff))
  const otherReach = reach(entries.filter((k) => !isStaff(k)))
  const files = (keys: Iterable<string>) =>
    [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])])
  const shared = new Set(files(otherReach))
  const staff = new Set(files(staffReach).filter((file) => !shared.has(file)))
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue
    const map = JSON.parse(readFileSync(path.join(dist, `${chunk.file}.map`), 'utf8')) as {
      sources: string[]
    }
    if (map.sources.some((source) => source.includes('src/admin/'))) staff.add(chunk.file)
  }
  return staff
}
