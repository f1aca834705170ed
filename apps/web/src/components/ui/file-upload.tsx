import { type DragEvent, useId, useState } from 'react'
import { sv } from '../../i18n/sv'
import { formatFileSize } from '../../lib/format'
import { type UploadFn, useUploads } from './use-uploads'

interface FileUploadProps {
  label: string
  /** As the input's `accept`: MIME types, `type/*` or extensions, comma-separated. */
  accept?: string
  /** Shown as the allowed types, e.g. 'JPEG, PNG, WebP'. */
  acceptLabel?: string
  /** Largest file in bytes. */
  maxSize?: number
  multiple?: boolean
  upload: UploadFn
  onUploaded?: (file: File, result: unknown) => void
}

/**
 * A file input with a drop zone: checks type and size first (Swedish errors), then uploads each
 * file with the caller's function and lists it with its progress, retry and remove. The input is
 * the real control (Tab, Enter or Space opens the picker); the zone only adds drag and drop.
 */
export function FileUpload({
  label,
  accept,
  acceptLabel,
  maxSize,
  multiple = true,
  upload,
  onUploaded,
}: FileUploadProps) {
  const t = sv.ui.upload
  const id = useId()
  const [errors, setErrors] = useState<string[]>([])
  const [dragging, setDragging] = useState(false)
  const { items, add, retry, remove } = useUploads(upload, onUploaded)

  const take = (files: File[]) => {
    const problems: string[] = []
    const ok = files.filter((file) => {
      if (accept && !accepts(accept, file)) problems.push(t.wrongType(file.name))
      else if (maxSize !== undefined && file.size > maxSize)
        problems.push(t.tooLarge(file.name, formatFileSize(maxSize)))
      else return true
      return false
    })
    setErrors(problems)
    if (ok.length > 0) add(multiple ? ok : ok.slice(0, 1))
  }

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault()
    setDragging(false)
    take([...e.dataTransfer.files])
  }

  const hints = [
    acceptLabel && t.accepts(acceptLabel),
    maxSize !== undefined && t.maxSize(formatFileSize(maxSize)),
  ]
    .filter(Boolean)
    .join('. ')

  return (
    <div className="flex flex-col gap-3">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the input inside is the keyboard way. */}
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-emerald-800 ${
          dragging ? 'border-emerald-700 bg-emerald-50' : 'border-stone-300 bg-white'
        }`}
      >
        <label
          htmlFor={id}
          className="cursor-pointer font-medium text-emerald-900 underline underline-offset-4"
        >
          {t.choose}
        </label>
        <input
          id={id}
          type="file"
          className="sr-only"
          accept={accept}
          multiple={multiple}
          aria-labelledby={`${id}-label ${id}`}
          aria-describedby={hints ? `${id}-hint` : undefined}
          onChange={(e) => {
            take([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
        <span className="text-sm text-stone-600">{t.drop}</span>
        {hints && (
          <span id={`${id}-hint`} className="text-xs text-stone-600">
            {hints}
          </span>
        )}
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm font-medium text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ul aria-label={t.files} className="flex flex-col gap-2">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm"
            >
              <div className="min-w-0 flex-1">
                <div className="flex justify-between gap-2">
                  <span className="truncate">{item.file.name}</span>
                  <span className={item.status === 'error' ? 'text-red-700' : 'text-stone-600'}>
                    {item.status === 'error'
                      ? t.failed
                      : item.status === 'done'
                        ? t.done
                        : `${item.progress} %`}
                  </span>
                </div>
                <progress
                  max={100}
                  value={item.progress}
                  aria-label={t.progress(item.file.name)}
                  className="mt-1 h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-emerald-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-emerald-700"
                />
              </div>
              {item.status === 'error' && (
                <button
                  type="button"
                  onClick={() => retry(item.id)}
                  aria-label={t.retryFile(item.file.name)}
                  className="min-h-11 rounded-full px-3 font-medium text-emerald-900 hover:bg-emerald-50"
                >
                  {t.retry}
                </button>
              )}
              <button
                type="button"
                onClick={() => remove(item.id)}
                aria-label={t.remove(item.file.name)}
                className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Whether `file` matches an `accept` list (MIME type, `type/*` or `.ext`), as the picker filters. */
function accepts(accept: string, file: File): boolean {
  const name = file.name.toLowerCase()
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .some((a) =>
      a.startsWith('.')
        ? name.endsWith(a)
        : a.endsWith('/*')
          ? file.type.startsWith(a.slice(0, -1))
          : file.type === a,
    )
}
