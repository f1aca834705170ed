import type { AdminSubmissionDto, ReviewSubmissionBody } from '@kladbyte/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeEventSourceEachTest } from '../../../../components/chat/test/fake-event-source'
import { item } from '../../../../lib/test/submission-fixtures'
import { JACKOR, openDetail, sent, staffView } from '../test/detail-page'

fakeEventSourceEachTest()

const PRODUCT = '99999999-0000-4000-8000-000000000001'
const cards = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .filter((li) => li.querySelector('h3'))

/** The review call answers the submission with the items' decisions applied. */
const applyReview =
  (s: AdminSubmissionDto) =>
  ({ body }: { body: unknown }) => {
    const review = body as ReviewSubmissionBody
    const items = s.items.map((i) => {
      const d = review.items?.find((x) => x.id === i.id)
      return d
        ? {
            ...i,
            approvalStatus: d.approvalStatus,
            pointsAwarded: d.points ?? null,
            categoryId: d.categoryId ?? null,
            updated: '2025-10-12T12:00:00.000Z',
          }
        : i
    })
    return { body: { ...s, items, submissionRequestItems: items } }
  }

describe('staff submission detail: Föremål', () => {
  it('approves an item with points from the guide for its category, and denies another', async () => {
    const user = userEvent.setup()
    const s = staffView()
    const { calls } = openDetail(s, { [`PUT /api/submissions-request/${s.id}/review`]: applyReview(s) })
    await user.click(await screen.findByRole('tab', { name: 'Föremål (2)' }))
    const [first, second] = cards()
    const review = within(first!).getByRole('group', { name: 'Granskning av föremål 1' })
    await user.selectOptions(within(review).getByLabelText('Granskning'), 'Godkänd')
    await user.click(within(review).getByRole('button', { name: 'Spara granskning' }))
    expect(within(review).getByText('Ange poäng för ett godkänt plagg.')).toBeInTheDocument()
    expect(sent(calls, 'PUT', '/review')).toHaveLength(0)

    await within(review).findByRole('option', { name: /Jackor/ })
    await user.selectOptions(within(review).getByLabelText('Kategori'), JACKOR)
    expect(within(review).getByLabelText('Poäng')).toHaveValue(120)
    expect(review).toHaveTextContent('Poängguiden: 120 poäng')
    await user.clear(within(review).getByLabelText('Poäng'))
    await user.type(within(review).getByLabelText('Poäng'), '150')
    await user.click(within(review).getByRole('button', { name: 'Spara granskning' }))
    expect(await screen.findByText('Granskningen av föremål 1 är sparad.')).toBeInTheDocument()
    expect(sent(calls, 'PUT', '/review')[0]!.body).toEqual({
      items: [{ id: s.items[0]!.id, approvalStatus: 'approved', categoryId: JACKOR, points: 150 }],
    })
    expect(within(cards()[0]!).getByText('Godkänd', { selector: 'span' })).toBeInTheDocument()

    const denial = within(second!).getByRole('group', { name: 'Granskning av föremål 2' })
    await user.selectOptions(within(denial).getByLabelText('Granskning'), 'Avvisad')
    await user.click(within(denial).getByRole('button', { name: 'Spara granskning' }))
    await screen.findByText('Granskningen av föremål 2 är sparad.')
    expect(sent(calls, 'PUT', '/review')[1]!.body).toEqual({
      items: [{ id: s.items[1]!.id, approvalStatus: 'denied', categoryId: null }],
    })
    expect(within(cards()[1]!).getByText('Avvisad', { selector: 'span' })).toBeInTheDocument()
  })

  it("numbers items as listed (stored positions start at 0) and shows the server's reason when a review is refused", async () => {
    const user = userEvent.setup()
    const items = [item(1, 1, { position: 0 }), item(1, 2, { position: 1 })]
    const s = staffView({ items, submissionRequestItems: items })
    openDetail(s, {
      [`PUT /api/submissions-request/${s.id}/review`]: () => ({
        status: 409,
        body: { error: 'conflict', message: 'Poängen för artikeln är redan insatta och kan inte ändras.' },
      }),
    })
    await user.click(await screen.findByRole('tab', { name: 'Föremål (2)' }))
    expect(cards().map((c) => c.querySelector('h3')?.textContent)).toEqual(['Föremål 1', 'Föremål 2'])
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Spara granskning' }))
    expect(
      await screen.findByText('Poängen för artikeln är redan insatta och kan inte ändras.'),
    ).toBeInTheDocument()
  })

  it("receives approved garments: the dialog's points go to the server and the toast says what was credited", async () => {
    const user = userEvent.setup()
    const approved = item(1, 1, { approvalStatus: 'approved', pointsAwarded: 120, categoryId: JACKOR })
    const other = item(1, 2, { approvalStatus: 'approved', pointsAwarded: 100 })
    const denied = item(1, 3, { approvalStatus: 'denied' })
    const s = staffView({
      status: 3,
      items: [approved, other, denied],
      submissionRequestItems: [approved, other, denied],
    })
    const received = {
      ...approved,
      receivedAt: '2025-10-13T09:00:00.000Z',
      creditedPoints: 240,
      pointsAwarded: 240,
    }
    const after = {
      ...s,
      items: [received, other, denied],
      submissionRequestItems: [received, other, denied],
      creditedTotal: 240,
    }
    const { calls } = openDetail(s, {
      [`POST /api/submissions-request/${s.id}/receive`]: () => ({
        body: { submission: after, credited: [{ itemId: approved.id, points: 240 }], creditedNow: 240 },
      }),
      [`POST /api/submissions-request/item/${approved.id}/product`]: () => ({
        status: 201,
        body: { productId: PRODUCT },
      }),
    })
    await user.click(await screen.findByRole('tab', { name: 'Föremål (3)' }))
    expect(screen.getByText('Insatta poäng: 0')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ta emot' }))
    const dialog = screen.getByRole('dialog', { name: 'Ta emot plagg' })
    // Only approved, not yet received items; the denied one is not offered.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2)
    expect(within(dialog).queryByText('Föremål 3')).toBeNull()
    await user.click(within(dialog).getByRole('checkbox', { name: /Föremål 2/ }))
    const points = within(dialog).getByLabelText('Poäng för föremål 1')
    expect(points).toHaveValue(120)
    await user.clear(points)
    await user.type(points, '240')
    await user.click(within(dialog).getByRole('button', { name: 'Sätt in poäng' }))
    expect(await screen.findByText('240 poäng insatta')).toBeInTheDocument()
    expect(sent(calls, 'POST', '/receive')[0]!.body).toEqual({ items: [{ id: approved.id, points: 240 }] })
    expect(screen.queryByRole('dialog', { name: 'Ta emot plagg' })).toBeNull()
    expect(screen.getByText('Insatta poäng: 240')).toBeInTheDocument()

    const card = cards()[0]!
    expect(within(card).getByText('Mottagen', { selector: 'span' })).toBeInTheDocument()
    expect(card).toHaveTextContent('240 poäng insatta')
    expect(within(card).getByRole('group', { name: 'Granskning av föremål 1' })).toBeDisabled()
    await user.click(within(card).getByRole('button', { name: 'Skapa produkt' }))
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/products?edit=${PRODUCT}`),
    )
  })

  it("says why nothing was sent when no garment is ticked, and shows 'Visa produkt' once a product exists", async () => {
    const user = userEvent.setup()
    const done = item(1, 1, {
      approvalStatus: 'approved',
      pointsAwarded: 80,
      receivedAt: '2025-10-13T09:00:00.000Z',
      creditedPoints: 80,
      productId: PRODUCT,
    })
    const waiting = item(1, 2, { approvalStatus: 'approved', pointsAwarded: 50 })
    const s = staffView({
      items: [done, waiting],
      submissionRequestItems: [done, waiting],
      creditedTotal: 80,
    })
    const { calls } = openDetail(s)
    await user.click(await screen.findByRole('tab', { name: 'Föremål (2)' }))
    expect(within(cards()[0]!).getByRole('link', { name: 'Visa produkt' })).toHaveAttribute(
      'href',
      `/admin/products?edit=${PRODUCT}`,
    )
    expect(within(cards()[0]!).queryByRole('button', { name: 'Skapa produkt' })).toBeNull()
    expect(within(cards()[1]!).queryByRole('button', { name: 'Skapa produkt' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ta emot' }))
    const dialog = screen.getByRole('dialog', { name: 'Ta emot plagg' })
    await user.click(within(dialog).getByRole('checkbox', { name: /Föremål 2/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Sätt in poäng' }))
    expect(within(dialog).getByText('Välj minst en artikel som har kommit in.')).toBeInTheDocument()
    expect(sent(calls, 'POST', '/receive')).toHaveLength(0)
  })

  it('says nothing new was credited when the garments were already received (a second click, a colleague)', async () => {
    const user = userEvent.setup()
    const waiting = item(1, 1, { approvalStatus: 'approved', pointsAwarded: 60 })
    const s = staffView({ items: [waiting], submissionRequestItems: [waiting] })
    const done = { ...waiting, receivedAt: '2025-10-13T09:00:00.000Z', creditedPoints: 60 }
    openDetail(s, {
      [`POST /api/submissions-request/${s.id}/receive`]: () => ({
        body: {
          submission: { ...s, items: [done], submissionRequestItems: [done], creditedTotal: 60 },
          credited: [],
          creditedNow: 0,
        },
      }),
    })
    await user.click(await screen.findByRole('tab', { name: 'Föremål (1)' }))
    await user.click(screen.getByRole('button', { name: 'Ta emot' }))
    await user.click(screen.getByRole('button', { name: 'Sätt in poäng' }))
    expect(
      await screen.findByText('Plaggen var redan mottagna; inga nya poäng sattes in.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('60 poäng insatta')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Ta emot' })).toBeNull()
  })
})
