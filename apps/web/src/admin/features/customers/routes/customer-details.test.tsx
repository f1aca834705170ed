import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member } from '../../../../lib/test/render-page'
import { tableRows } from '../../../../lib/test/table'
import { ASA, asa, bo, detail, list, open } from '../test/customers-page'

afterEach(() => vi.unstubAllGlobals())

describe("staff customer details and 'Lägg till kund'", () => {
  it('shows every detail, the history with reasons and links to orders and submissions', async () => {
    const user = userEvent.setup()
    open('/admin/users')
    await user.click((await screen.findAllByRole('button', { name: 'Visa detaljer för Åsa Öberg' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Åsa Öberg' })
    for (const text of ['198112189876', 'Stockholms län', '111 22', 'Sverige', 'Storgatan 1']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument()
    }
    expect(within(dialog).getByText('E-post verifierad').nextSibling).toHaveTextContent('Nej')
    expect(within(dialog).getByText('Prenumeration').nextSibling).toHaveTextContent('Aktiv')
    expect(dialog).toHaveTextContent('Bonus för fin inlämning')
    expect(dialog).toHaveTextContent('Stina Staff')
    expect(dialog).toHaveTextContent('Välkomstbonus')
    expect(within(dialog).getByRole('link', { name: 'Order 1042' })).toHaveAttribute(
      'href',
      `/admin/orders/${detail.orders[0]!.id}`,
    )
    expect(within(dialog).getByRole('link', { name: 'Order 1042' }).parentElement).toHaveTextContent(
      /Order 1042 · Skickad · /,
    )
    expect(within(dialog).getByRole('link', { name: /Vårrensning/ })).toHaveAttribute(
      'href',
      `/admin/submissions/${detail.submissions[0]!.id}`,
    )
  })

  it("marks a deleted account 'Raderad' in the list and the details, without the points form", async () => {
    const user = userEvent.setup()
    const gone = {
      ...bo,
      firstName: 'Raderad',
      lastName: 'användare',
      email: `raderad-${bo.id}@raderad.invalid`,
      deleted: true,
    }
    open('/admin/users', {
      'GET /api/users/paged': () => list([asa, gone]),
      [`GET /api/users/${bo.id}`]: () => ({
        body: { ...detail, ...gone, personnummer: '', address: '', pointsHistory: [], points: 0 },
      }),
    })
    const rows = await tableRows('Kunder')
    expect(rows[0]).not.toHaveTextContent('Raderad')
    expect(rows[1]).toHaveTextContent('Raderad användare')
    expect(within(rows[1]!).getByText('Raderad', { exact: true })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Visa detaljer för Raderad användare' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Raderad användare' })
    const note = await within(dialog).findByTestId('customer-deleted')
    expect(note).toHaveTextContent('Raderad')
    expect(note).toHaveTextContent('Kunden har raderat sitt konto.')
    expect(within(dialog).getByRole('link', { name: 'Order 1042' })).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Antal poäng', { exact: false })).not.toBeInTheDocument()
  })

  it("leaves an admin's own balance to a colleague: no points form, a note instead", async () => {
    const user = userEvent.setup()
    open('/admin/users', {}, member({ id: ASA, isAdmin: true, firstName: 'Åsa', lastName: 'Öberg' }))
    await user.click((await screen.findAllByRole('button', { name: 'Visa detaljer för Åsa Öberg' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Åsa Öberg' })
    expect(
      await within(dialog).findByText('Det här är ditt eget konto. En kollega justerar dina poäng.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Antal poäng', { exact: false })).not.toBeInTheDocument()
    expect(dialog).toHaveTextContent('Bonus för fin inlämning')
  })

  it('adjusts points with a reason, and shows the 409 message', async () => {
    const user = userEvent.setup()
    let answer: 'ok' | 'conflict' = 'conflict'
    const calls = open('/admin/users', {
      [`POST /api/users/${ASA}/points`]: ({ body }) =>
        answer === 'conflict'
          ? { status: 409, body: { error: 'conflict', message: 'Saldot räcker inte: kunden har 30 poäng.' } }
          : { body: { balance: 130, entry: { ...detail.pointsHistory[0]!, ...(body as object) } } },
    })
    await user.click((await screen.findAllByRole('button', { name: 'Visa detaljer för Åsa Öberg' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Åsa Öberg' })
    const submit = await within(dialog).findByRole('button', { name: 'Justera poäng' })
    await user.click(submit)
    expect(await within(dialog).findByText('Ange antal poäng.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Antal poäng', { exact: false }), '-50')
    await user.type(within(dialog).getByLabelText('Anledning', { exact: false }), 'Felaktig inlämning')
    await user.click(submit)
    expect(await within(dialog).findByText('Saldot räcker inte: kunden har 30 poäng.')).toBeInTheDocument()
    answer = 'ok'
    await user.clear(within(dialog).getByLabelText('Antal poäng', { exact: false }))
    await user.type(within(dialog).getByLabelText('Antal poäng', { exact: false }), '100')
    await user.click(submit)
    expect(await screen.findByText(/Poängen har justerats. Nytt saldo: 130/)).toBeInTheDocument()
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Antal poäng', { exact: false })).toHaveValue(null),
    )
    expect(within(dialog).getByLabelText('Anledning', { exact: false })).toHaveValue('')
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      amount: 100,
      reason: 'Felaktig inlämning',
    })
  })

  it("'Lägg till kund' sends the form and says a mail was sent", async () => {
    const user = userEvent.setup()
    const calls = open('/admin/users', {
      'POST /api/users': () => ({ status: 201, body: { id: ASA, message: 'ok' } }),
    })
    await user.click(screen.getByRole('button', { name: 'Lägg till kund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till kund' })
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till kund' }))
    expect(await within(dialog).findByText('Fyll i förnamn.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Förnamn'), 'Nyfiken')
    await user.type(within(dialog).getByLabelText('Efternamn'), 'Kund')
    await user.type(within(dialog).getByLabelText('E-post'), 'ny@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till kund' }))
    expect(
      await screen.findByText(/Ett mejl med en länk för att välja lösenord har skickats till ny@example.com/),
    ).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      firstName: 'Nyfiken',
      lastName: 'Kund',
      email: 'ny@example.com',
    })
  })
})
