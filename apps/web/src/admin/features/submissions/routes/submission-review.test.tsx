import type { AdminSubmissionDto } from '@kladbyte/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeEventSourceEachTest } from '../../../../components/chat/test/fake-event-source'
import { submission } from '../../../../lib/test/submission-fixtures'
import { openDetail, sent, staffView } from '../test/detail-page'

const Source = fakeEventSourceEachTest()

const panel = () => screen.getByRole('tabpanel')

describe('staff submission detail: Detaljer', () => {
  it('shows the member, saves reviewer notes and priority, and offers the status update only when it differs', async () => {
    const user = userEvent.setup()
    const s = staffView()
    const { calls } = openDetail(s, {
      [`PUT /api/submissions-request/${s.id}/review`]: ({ body }) => ({
        body: { ...s, ...(body as object) },
      }),
      [`PUT /api/submissions-request/${s.id}/status/3`]: () => ({ body: { ...s, status: 3 } }),
    })
    const card = await screen.findByRole('region', { name: 'Kund' })
    expect(card).toHaveTextContent('Anna Andersson')
    expect(within(card).getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    )
    expect(card).toHaveTextContent('070-123 45 67')

    await user.type(screen.getByLabelText('Personalens kommentarer'), 'Jackan är fin, tröjan har hål.')
    await user.click(screen.getByRole('button', { name: 'Spara kommentar' }))
    expect(await screen.findByText('Kommentaren är sparad.')).toBeInTheDocument()
    expect(sent(calls, 'PUT', '/review')[0]!.body).toEqual({
      reviewerNotes: 'Jackan är fin, tröjan har hål.',
    })

    expect(screen.getByLabelText('Prioritet')).toHaveDisplayValue('Ej angiven')
    await user.selectOptions(screen.getByLabelText('Prioritet'), 'Hög')
    expect(await screen.findByText('Prioritet ändrad till Hög.')).toBeInTheDocument()
    expect(sent(calls, 'PUT', '/review')[1]!.body).toEqual({ priority: 'hög' })
    expect(screen.getByLabelText('Prioritet')).toHaveDisplayValue('Hög')

    expect(screen.queryByRole('button', { name: 'Uppdatera status' })).toBeNull()
    await user.selectOptions(screen.getByLabelText('Ändra status'), 'Slutförd')
    await user.click(screen.getByRole('button', { name: 'Uppdatera status' }))
    expect(await screen.findByText('Status ändrad till Slutförd.')).toBeInTheDocument()
    expect(sent(calls, 'PUT', '/status/3')).toHaveLength(1)
    expect(within(panel()).getAllByText('Slutförd').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Uppdatera status' })).toBeNull()
  })

  it("says 'Kunddata ej tillgänglig' for a removed account and 'Kunde inte ladda kundinformation' without one", async () => {
    openDetail(staffView({ customer: null }))
    expect(await screen.findByText('Kunddata ej tillgänglig')).toBeInTheDocument()
    vi.unstubAllGlobals()
    const { customer: _, ...withoutCustomer } = staffView()
    openDetail({ ...withoutCustomer, id: submission(2).id } as AdminSubmissionDto)
    expect(await screen.findByText('Kunde inte ladda kundinformation')).toBeInTheDocument()
  })

  it('mails the member from a template (prefilled to their e-mail) and lists the mail', async () => {
    const user = userEvent.setup()
    const s = staffView()
    const mail = {
      id: 'ffffffff-0000-4000-8000-000000000001',
      to: 'anna@example.com',
      subject: 'Din inlämning aaaaaaa1 behandlas',
      sentBy: 'Karin Personal',
      created: '2025-10-12T10:00:00.000Z',
      body: '<p>Hej <b>Anna</b>, vi granskar din inlämning.</p>',
      isHtml: true,
      text: 'Hej Anna, vi granskar din inlämning.',
    }
    const { calls } = openDetail(s, {
      [`POST /api/submissions-request/${s.id}/email`]: () => ({ body: { ...s, emails: [mail] } }),
    })
    const form = await screen.findByRole('form', { name: 'Skicka e-post' })
    expect(within(form).getByLabelText('Till')).toHaveValue('anna@example.com')
    for (const label of ['Inlämning mottagen', 'Inlämning slutförd', 'Inlämning avbruten']) {
      expect(within(form).getByRole('button', { name: label })).toBeInTheDocument()
    }
    await user.click(within(form).getByRole('button', { name: 'Inlämning behandlas' }))
    expect(within(form).getByLabelText('Ämne')).toHaveValue('Din inlämning aaaaaaa1 behandlas')
    const body = (within(form).getByLabelText('Meddelande') as HTMLTextAreaElement).value
    expect(body).toMatch(/^Hej Anna Andersson!/)
    expect(body).toContain('aaaaaaa1')
    await user.click(within(form).getByRole('button', { name: 'Skicka e-post' }))
    expect(await screen.findByText('E-post skickad.')).toBeInTheDocument()
    expect(sent(calls, 'POST', '/email')[0]!.body).toMatchObject({
      to: 'anna@example.com',
      subject: 'Din inlämning aaaaaaa1 behandlas',
      isHtml: false,
    })
    const list = screen.getByRole('region', { name: 'Skickade e-postmeddelanden' })
    expect(list).toHaveTextContent('Din inlämning aaaaaaa1 behandlas')
    expect(list).toHaveTextContent('Karin Personal')
    // The message as the plain text the outbox got, folded away; the HTML is never rendered.
    const message = within(list).getByText('Hej Anna, vi granskar din inlämning.')
    expect(message).not.toBeVisible()
    await user.click(within(list).getByText('Visa meddelande'))
    expect(message).toBeVisible()
    expect(list.querySelector('b')).toBeNull()
  })

  it('reloads the submission when the live stream says staff changed it', async () => {
    const s = staffView()
    const { set } = openDetail(s)
    await screen.findByRole('region', { name: 'Kund' })
    set({ ...s, reviewerNotes: 'Kollegans kommentar', status: 2 })
    const [stream] = Source.open(`/api/chat/${s.id}/events`)
    act(() => stream!.emit('updated', { submissionRequestId: s.id }))
    expect(await screen.findByDisplayValue('Kollegans kommentar')).toBeInTheDocument()
    await waitFor(() => expect(within(panel()).getAllByText('Behandlas').length).toBeGreaterThan(0))
  })
})
