import { ui } from '../../i18n/sv/ui'
import { buttonClass } from './button'
import { DownloadIcon } from './icons'

type Filters = Record<string, string | number | null | undefined>

/**
 * An export's link with a list's current filters: empty ones are left out, so a cleared filter
 * exports everything, e.g. `exportHref(EXPORT_PATHS.orders, { status: 2, search: '' })`.
 */
export function exportHref(path: string, filters: Filters = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '')
      params.set(key, String(value).trim())
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

export interface ExportButtonProps {
  /** The CSV's URL with the list's filters, built with `exportHref`. */
  href: string
  /** The visible text, 'Exportera' unless the page's spec names it otherwise; the accessible name adds 'som CSV'. */
  label?: string
  className?: string
}

/**
 * 'Exportera': downloads a staff list as CSV. A plain link (a GET with the session cookie needs no
 * CSRF header), so the browser streams the file to disk and the page stays as it is.
 * On a list page: `<ExportButton href={exportHref(EXPORT_PATHS.orders, filters)} />`.
 */
export function ExportButton({ href, label = ui.export.label, className = '' }: ExportButtonProps) {
  return (
    <a
      href={href}
      download
      // The name starts with the visible text (WCAG 2.5.3) and says what the file is.
      aria-label={`${label} ${ui.export.format}`}
      className={buttonClass('secondary', `whitespace-nowrap ${className}`)}
    >
      <DownloadIcon className="size-5" />
      {label}
    </a>
  )
}
