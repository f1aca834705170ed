import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeEventSourceEachTest } from '../../../components/chat/test/fake-event-source'
import { item, submission } from '../../../lib/test/submission-fixtures'
import { tableRows } from '../../../lib/test/table'
import { openSubmission } from '../test/submission-page'

/** The member's view of staff decisions: approvals, points, comments, arrival and credited points. */

const Source = fakeEventSourceEachTest()

function open(answer: () => ReturnType<typeof submission>) {
  const s = answer()
  return openSubmission(s.id, { [`GET /api/submissions-request/${s.id}`]: () => ({ body: answer() }) }).calls
}

const rows = () => tableRows('Artiklar i inlämningen')
const cell = (row: HTMLElement, column: number) => within(row).getAllByRole('cell')[column]!
const header = () =>
  within(screen.getByRole('table', { name: 'Artiklar i inlämningen' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent)

describe("the member's view of the review", () => {
  it('shows approval, points per approved item and the staff comment', async () => {
    open(() =>
      submission(1, {
        status: 2,
        reviewerNotes: 'Tröjan har hål, den kan vi tyvärr inte ta emot.',
        items: [
          item(1, 1, { approvalStatus: 'approved', pointsAwarded: 120 }),
          item(1, 2, { approvalStatus: 'denied' }),
          item(1, 3),
        ],
      }),
    )
    const [approved, denied, awaiting] = await rows()
    const points = header().indexOf('Poäng')
    expect(points).toBeGreaterThan(-1)
    expect(approved).toHaveTextContent('Godkänd')
    expect(cell(approved!, points)).toHaveTextContent('120 poäng')
    expect(approved).not.toHaveTextContent('Mottagen')
    expect(denied).toHaveTextContent('Nekad')
    expect(cell(denied!, points)).toHaveTextContent('Inga poäng ännu')
    expect(awaiting).toHaveTextContent('Väntar på godkännande')
    expect(cell(awaiting!, points)).toHaveTextContent('Inga poäng ännu')
    expect(cell(awaiting!, points)).not.toHaveTextContent(/\d poäng/)

    const comment = screen.getByRole('region', { name: 'Kommentar från personalen' })
    expect(comment).toHaveTextContent('Tröjan har hål, den kan vi tyvärr inte ta emot.')
    expect(screen.queryByText(/Insatta poäng/)).not.toBeInTheDocument()
  })

  it("shows 'Mottagen' with the credited points per item and the submission's credited total", async () => {
    open(() =>
      submission(1, {
        status: 3,
        creditedTotal: 240,
        items: [
          item(1, 1, {
            approvalStatus: 'approved',
            pointsAwarded: 100,
            receivedAt: '2025-10-20T10:00:00.000Z',
            creditedPoints: 140,
          }),
          item(1, 2, {
            approvalStatus: 'approved',
            pointsAwarded: 100,
            receivedAt: '2025-10-20T10:00:00.000Z',
            creditedPoints: 100,
          }),
          item(1, 3, { approvalStatus: 'approved', pointsAwarded: 80 }),
        ],
      }),
    )
    const [first, second, notArrived] = await rows()
    const points = header().indexOf('Poäng')
    expect(cell(first!, points)).toHaveTextContent('Mottagen140 poäng')
    expect(cell(second!, points)).toHaveTextContent('Mottagen100 poäng')
    expect(cell(notArrived!, points)).toHaveTextContent('80 poäng')
    expect(cell(notArrived!, points)).not.toHaveTextContent('Mottagen')
    expect(screen.getByText('Insatta poäng: 240')).toBeInTheDocument()
  })

  it("reloads the submission when the stream says staff 'updated' it", async () => {
    let current = submission(1, { status: 1, items: [item(1, 1)] })
    const calls = open(() => current)
    const [row] = await rows()
    expect(row).toHaveTextContent('Väntar på godkännande')
    current = submission(1, {
      status: 2,
      reviewerNotes: 'Fin jacka!',
      items: [item(1, 1, { approvalStatus: 'approved', pointsAwarded: 120 })],
    })
    const [stream] = Source.open(`/api/chat/${current.id}/events`)
    act(() => stream!.emit('updated', { submissionRequestId: current.id }))
    await waitFor(() => expect(screen.getByText('Fin jacka!')).toBeInTheDocument())
    const [after] = await rows()
    expect(after).toHaveTextContent('Godkänd')
    expect(after).toHaveTextContent('120 poäng')
    expect(screen.getByText('Behandlas')).toBeInTheDocument()
    expect(calls.filter((c) => c.path === `/api/submissions-request/${current.id}`)).toHaveLength(2)
  })
})
