import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ExportButton, exportHref } from './export-button'

describe('ExportButton', () => {
  it('is a download link named for screen readers, reachable by keyboard', async () => {
    render(<ExportButton href="/api/orders/export.csv?status=2" />)
    const link = screen.getByRole('link', { name: 'Exportera som CSV' })
    expect(link).toHaveAttribute('href', '/api/orders/export.csv?status=2')
    expect(link).toHaveAttribute('download')
    expect(link).toHaveTextContent(/^Exportera$/)
    await userEvent.tab()
    expect(link).toHaveFocus()
  })

  it("shows a page's own label and still says the format", () => {
    render(<ExportButton href="/api/submissions-request/export.csv" label="Exportera data" />)
    expect(screen.getByRole('link', { name: 'Exportera data som CSV' })).toBeVisible()
  })
})

describe('exportHref', () => {
  it('adds the filters that are set, trimmed and encoded', () => {
    expect(
      exportHref('/api/orders/export.csv', {
        status: 0,
        search: ' #10 01 ',
        from: '2026-11-01T00:00:00.000Z',
        to: '',
        page: undefined,
      }),
    ).toBe('/api/orders/export.csv?status=0&search=%2310+01&from=2026-11-01T00%3A00%3A00.000Z')
  })

  it('leaves the path alone without filters', () => {
    expect(exportHref('/api/users/export.csv', { search: '  ' })).toBe('/api/users/export.csv')
    expect(exportHref('/api/users/export.csv')).toBe('/api/users/export.csv')
  })
})
