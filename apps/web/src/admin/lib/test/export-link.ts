import { screen } from '@testing-library/react'

/** Test only: what a staff list's export link (named `name`) downloads: its path and its query. */
export function exportedFile(name: string) {
  const url = new URL(screen.getByRole('link', { name }).getAttribute('href')!, 'http://localhost')
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) }
}
