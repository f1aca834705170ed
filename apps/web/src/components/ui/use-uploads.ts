import { useCallback, useEffect, useRef, useState } from 'react'

/** The caller's upload: reports progress 0–100 and settles when the file is stored. */
export type UploadFn = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<unknown>

export interface UploadItem {
  id: number
  file: File
  status: 'uploading' | 'done' | 'error'
  progress: number
}

/** Per-file upload state: start, retry and remove (which aborts a running upload). */
export function useUploads(upload: UploadFn, onUploaded?: (file: File, result: unknown) => void) {
  const [items, setItems] = useState<UploadItem[]>([])
  const controllers = useRef(new Map<number, AbortController>())
  const nextId = useRef(1)

  const patch = useCallback(
    (id: number, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  )

  const run = useCallback(
    (id: number, file: File) => {
      const controller = new AbortController()
      controllers.current.set(id, controller)
      patch(id, { status: 'uploading', progress: 0 })
      upload(
        file,
        (percent) => {
          if (!controller.signal.aborted)
            patch(id, { progress: Math.max(0, Math.min(100, Math.round(percent))) })
        },
        controller.signal,
      ).then(
        (result) => {
          if (controller.signal.aborted) return
          patch(id, { status: 'done', progress: 100 })
          onUploaded?.(file, result)
        },
        // The caller's upload reports its own errors; the list only offers a retry.
        () => {
          if (!controller.signal.aborted) patch(id, { status: 'error' })
        },
      )
    },
    [upload, onUploaded, patch],
  )

  const add = (files: File[]) => {
    const added = files.map((file) => ({
      id: nextId.current++,
      file,
      status: 'uploading' as const,
      progress: 0,
    }))
    setItems((list) => [...list, ...added])
    for (const item of added) run(item.id, item.file)
  }

  const retry = (id: number) => {
    const item = items.find((i) => i.id === id)
    if (item) run(id, item.file)
  }

  const remove = (id: number) => {
    controllers.current.get(id)?.abort()
    controllers.current.delete(id)
    setItems((list) => list.filter((i) => i.id !== id))
  }

  useEffect(() => {
    const running = controllers.current
    return () => {
      for (const controller of running.values()) controller.abort()
    }
  }, [])

  return { items, add, retry, remove }
}
