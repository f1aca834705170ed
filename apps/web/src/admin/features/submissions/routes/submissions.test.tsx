import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type FakeEventSource,
  installFakeEventSource,
} from '../../../../components/chat/test/fake-event-source'
import { member, mockApi, renderPage } from '../../../../lib/test/render-page'
import { item, submission } from '../../../../lib/test/submission-fixtures'
import { Component as SubmissionsPage } from './submissions'

let Source: typeof FakeEventSource
beforeEach(() => {
  Source = installFakeEventSource()
})
afterEach(() => vi.unstubAllGlobals())

const staff = member({ isAdmin: true, firstName: 'Karin' })

function open(answer: () => unknown) {
  mockApi({ 'GET /api/submissions-request': () => ({ body: answer() }) })
  return renderPage(
    <Routes>
      <Route path="admin/submissions" element={<SubmissionsPage />} />
    </Routes>,
    { path: '/admin/submissions', user: staff },
  )
}

const table = () => screen.findByRole('table', { name: 'Alla inlämningar' })

describe('staff submissions list', () => {
  it('shows short id, status, item count, date and unread messages, and links to the detail', async () => {
    const user = userEvent.setup()
    open(() => [
      submission(1, { status: 1, items: [item(1, 1), item(1, 2)], unreadCount: 2, hasUnreadMessages: true }),
      submission(2, { status: 3 }),
    ])
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('aaaaaaa1…')
    expect(rows[0]).toHaveTextContent('Inlämnad')
    expect(rows[0]).toHaveTextContent('2 st')
    expect(rows[0]).toHaveTextContent('2025-10-11')
    expect(within(rows[0]!).getByText('Nya')).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('Olästa meddelanden')
    expect(rows[1]).toHaveTextContent('Slutförd')
    expect(rows[1]).toHaveTextContent('Inga nya meddelanden')

    const link = within(rows[0]!).getByRole('link', { name: 'Visa detaljer för inlämning aaaaaaa1…' })
    expect(link).toHaveTextContent('Visa detaljer')
    await user.click(link)
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/submissions/${submission(1).id}`)
  })

  it('shows the empty text', async () => {
    open(() => [])
    expect(await screen.findByText('Inga inlämningar hittades.')).toBeInTheDocument()
  })

  it('updates a row live when a member writes', async () => {
    let rows = [submission(1, { status: 1 })]
    open(() => rows)
    const shown = await table()
    expect(shown).toHaveTextContent('Inga nya meddelanden')
    rows = [submission(1, { status: 1, unreadCount: 1, hasUnreadMessages: true })]
    const [stream] = Source.open('/api/chat/events')
    act(() => stream!.emit('unread', { submissionRequestId: rows[0]!.id, itemId: null, unreadCount: 1 }))
    await vi.waitFor(() => expect(shown).toHaveTextContent('Olästa meddelanden'))
  })

  it("offers the spec's 'Exportera data' as a CSV download of every submission", async () => {
    open(() => [submission(1)])
    await table()
    const link = screen.getByRole('link', { name: 'Exportera data som CSV' })
    expect(link).toHaveAttribute('href', '/api/submissions-request/export.csv')
    expect(link).toHaveAttribute('download')
  })
})
