import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createMediaUrls, type MediaUrls } from './media.urls.js'

/**
 * Public media is served statically (and through MEDIA_PUBLIC_URL); private media only through an
 * API route that has checked the caller. The visibility is part of every path: paths under
 * `private/` are private, everything else is public.
 */
export type MediaVisibility = 'public' | 'private'

/** Paths starting with this are private: stored outside the public root, never given a public URL. */
export const PRIVATE_PREFIX = 'private/'

export const visibilityOf = (relativePath: string): MediaVisibility =>
  relativePath.startsWith(PRIVATE_PREFIX) ? 'private' : 'public'

/**
 * Where media files live: local folders by default (`${DATA_DIR}/media`, served at /media/, and
 * `${DATA_DIR}/media-private`, served by nothing), or an S3 bucket (`media.s3.ts`, ADR 042) whose
 * `private/` objects have no public read access. Everything else uses only these calls.
 */
export interface MediaStore {
  kind: 'local' | 's3'
  /** The local public folder, served at /media/ by the local store (S3: what media:migrate copies). */
  root: string
  /** The local private folder: outside `root`, so the static handler cannot reach it. */
  privateRoot: string
  urls: MediaUrls
  /** Writes a new file; never overwrites one. */
  put(relativePath: string, data: Buffer): Promise<void>
  /** The file's bytes, or undefined when there is none. */
  get(relativePath: string): Promise<Buffer | undefined>
  /** Removes a file; a missing file is not an error. */
  remove(relativePath: string): Promise<void>
  /** Lets go of connections (the S3 client's); the app calls it when it closes. */
  close?(): void
}

// Server-chosen names only: lower-case folders and names, one extension, nothing to climb out with.
const SAFE_PATH = /^[a-z0-9]+(\/[a-z0-9-]+)+\.webp$/

const innerPath = (relativePath: string) =>
  visibilityOf(relativePath) === 'private' ? relativePath.slice(PRIVATE_PREFIX.length) : relativePath

/** Whether a path is one the server could have chosen (and so cannot leave its folder). */
export const isSafeMediaPath = (relativePath: string) =>
  SAFE_PATH.test(relativePath) && SAFE_PATH.test(innerPath(relativePath))

/** Checks a media path and resolves it inside the folder its visibility belongs to. */
function resolve(roots: Record<MediaVisibility, string>, relativePath: string): string {
  if (!isSafeMediaPath(relativePath)) throw new Error(`unsafe media path: ${relativePath}`)
  return path.join(roots[visibilityOf(relativePath)], innerPath(relativePath))
}

export function createMediaStore(dataDir: string, publicBase?: string): MediaStore {
  const roots = { public: path.join(dataDir, 'media'), private: path.join(dataDir, 'media-private') }
  return {
    kind: 'local',
    root: roots.public,
    privateRoot: roots.private,
    urls: createMediaUrls(publicBase),
    async put(relativePath, data) {
      const file = resolve(roots, relativePath)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data, { flag: 'wx' })
    },
    async get(relativePath) {
      try {
        return await readFile(resolve(roots, relativePath))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw err
      }
    },
    async remove(relativePath) {
      await rm(resolve(roots, relativePath), { force: true })
    },
  }
}
