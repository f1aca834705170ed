import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createMediaUrls, type MediaUrls } from './media.urls.js'

/** Local media storage under `${DATA_DIR}/media`, served at /media and addressed through `urls`. */
export interface MediaStore {
  root: string
  urls: MediaUrls
  /** Writes a new file; never overwrites one. */
  put(relativePath: string, data: Buffer): Promise<void>
  remove(relativePath: string): Promise<void>
}

// Server-chosen names only: lower-case folders and names, one extension, nothing to climb out with.
const SAFE_PATH = /^[a-z0-9]+(\/[a-z0-9-]+)+\.webp$/

function resolveInside(root: string, relativePath: string): string {
  if (!SAFE_PATH.test(relativePath)) throw new Error(`unsafe media path: ${relativePath}`)
  return path.join(root, relativePath)
}

export function createMediaStore(dataDir: string, publicBase?: string): MediaStore {
  const root = path.join(dataDir, 'media')
  return {
    root,
    urls: createMediaUrls(publicBase),
    async put(relativePath, data) {
      const file = resolveInside(root, relativePath)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data, { flag: 'wx' })
    },
    async remove(relativePath) {
      await rm(resolveInside(root, relativePath), { force: true })
    },
  }
}
