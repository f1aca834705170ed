import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DAM, fillNew, HERR, KLANNINGAR, location, open, page, product, table } from '../test/products-page'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('staff products page: the create and edit panel', () => {
  it('creates a garment: validation, Annat… size, pinned first with Ny for 10 s, images after the save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const created = product(9, { name: 'Ny kappa', size: 'EU 40' })
    let listed = [product(1)]
    const { calls } = open('/admin/products', {
      'GET /api/products/admin/search': () => page(listed),
      'POST /api/products': () => {
        listed = [product(1), created]
        return { status: 201, body: { id: created.id } }
      },
      [`GET /api/products/${created.id}`]: () => ({
        body: { ...created, imageUrl: null, images: [], state: 'available' },
      }),
      [`GET /api/products/images/${created.id}`]: () => ({ body: [] }),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Lägg till produkt' }))
    const panel = await screen.findByRole('dialog', { name: 'Ny produkt' })
    expect(within(panel).getByText(/spara först/)).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))
    expect(within(panel).getByText('Ange ett namn.')).toBeInTheDocument()
    expect(within(panel).getByText('Välj en kategori.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await user.type(within(panel).getByLabelText('Namn'), 'Ny kappa')
    await user.selectOptions(within(panel).getByLabelText('Kategori'), KLANNINGAR)
    await user.selectOptions(within(panel).getByLabelText('Storlek'), 'Annat…')
    await user.type(within(panel).getByLabelText('Egen storlek'), 'EU 40')
    await user.type(within(panel).getByLabelText('Pris (poäng)'), '0')
    await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))
    expect(within(panel).getByText('Priset ska vara minst 1 poäng.')).toBeInTheDocument()
    await user.clear(within(panel).getByLabelText('Pris (poäng)'))
    await user.type(within(panel).getByLabelText('Pris (poäng)'), '350')
    await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: 'Ny kappa',
        categoryId: KLANNINGAR,
        size: 'EU 40',
        price: 350,
        display: true,
      }),
    )
    expect(await screen.findByRole('dialog', { name: 'Redigera produkt' })).toHaveTextContent(
      'Produkten har skapats. Lägg till bilder nedan.',
    )
    const notice = screen.getByText('Ny produkt har lagts till och markeras med ljusblå färg.')
    // The kit's blue notice tone alone: a white tone with blue classes over it renders white.
    expect(notice).toHaveClass('bg-sky-50')
    expect(notice).not.toHaveClass('bg-white')
    const first = () => within(screen.getByRole('table', { name: 'Produkter' })).getAllByRole('row')[1]!
    await waitFor(() => expect(first()).toHaveTextContent('Ny kappa'))
    expect(within(first()).getByText('Ny')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(10_100))
    expect(first()).toHaveTextContent('Klänning 1')
    expect(screen.queryByText('Ny produkt har lagts till och markeras med ljusblå färg.')).toBeNull()
  })

  it('a failed create shows the red toast and keeps the panel open', async () => {
    const user = userEvent.setup()
    open('/admin/products', {
      'POST /api/products': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Lägg till produkt' }))
    const panel = await screen.findByRole('dialog', { name: 'Ny produkt' })
    await fillNew(user, panel, 'Ny kappa')
    expect(
      await screen.findByText('Det gick inte att skapa produkten. Försök igen senare.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Ny produkt' })).toBeInTheDocument()
    expect(screen.queryByText('Ny produkt har lagts till och markeras med ljusblå färg.')).toBeNull()
  })

  it.each([
    ['another category', HERR, '/admin/products?page=1&perPage=5'],
    ['a parent of its category', DAM, `/admin/products?page=1&perPage=5&category=${DAM}`],
  ])(
    'after a create on page 2 of %s, shows page 1 of a list holding the new garment, pinned',
    async (_, filter, to) => {
      const user = userEvent.setup()
      const created = product(9, { name: 'Ny kappa' })
      let made = false
      open(`/admin/products?page=2&perPage=5&category=${filter}`, {
        // Newest first: once made, the new garment heads page 1 of any list that holds it.
        'GET /api/products/admin/search': ({ query }) => {
          const holds = made && query.get('page') === '1' && query.get('categoryId') !== HERR
          return page(holds ? [created, product(1)] : [product(3)], 12, 3)
        },
        'POST /api/products': () => {
          made = true
          return { status: 201, body: { id: created.id } }
        },
        [`GET /api/products/${created.id}`]: () => ({ body: { ...created, imageUrl: null, images: [] } }),
        [`GET /api/products/images/${created.id}`]: () => ({ body: [] }),
      })
      await within(await table()).findByText('Klänning 3')
      await user.click(screen.getByRole('button', { name: 'Lägg till produkt' }))
      await fillNew(user, await screen.findByRole('dialog', { name: 'Ny produkt' }), 'Ny kappa')
      await waitFor(() => expect(location()).toBe(to))
      const first = () => within(screen.getByRole('table', { name: 'Produkter' })).getAllByRole('row')[1]!
      await waitFor(() => expect(first()).toHaveTextContent('Ny kappa'))
      expect(within(first()).getByText('Ny')).toBeInTheDocument()
    },
  )

  it('a failed delete shows the red toast for 5 s; the confirm dialog has the spec texts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    open('/admin/products', {
      [`DELETE /api/products/${product(1).id}`]: () => ({ status: 500, body: { error: 'x', message: 'x' } }),
    })
    await user.click(within(await table()).getByRole('button', { name: 'Ta bort Klänning 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bekräfta borttagning' })
    expect(dialog).toHaveTextContent('kan inte ångras')
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }))
    const text = 'Det gick inte att ta bort produkten. Försök igen senare.'
    expect(await screen.findByText(text)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(4500))
    expect(screen.queryByText(text)).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(screen.queryByText(text)).toBeNull()
  })

  it('edits: a free size shows as Annat…, images change at once, a failed save shows the red toast', async () => {
    const user = userEvent.setup()
    const edited = product(1, { size: 'EU 38' })
    const image = (n: number, main: boolean) => ({
      imageId: `dddddddd-0000-4000-8000-00000000000${n}`,
      productId: edited.id,
      imageUrl: `/media/products/i${n}-640.webp`,
      srcset: '',
      width: 640,
      height: 800,
      main,
    })
    const { calls } = open('/admin/products', {
      [`GET /api/products/${edited.id}`]: () => ({ body: { ...edited, imageUrl: null, images: [] } }),
      [`GET /api/products/images/${edited.id}`]: () => ({ body: [image(1, true), image(2, false)] }),
      [`PUT /api/products/image/main/${edited.id}/${image(2, false).imageId}`]: () => ({
        body: [image(2, true), image(1, false)],
      }),
      'PUT /api/products': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    await user.click(within(await table()).getByRole('button', { name: 'Redigera Klänning 1' }))
    const panel = await screen.findByRole('dialog', { name: 'Redigera produkt' })
    await within(panel).findByDisplayValue('Klänning 1')
    expect(within(panel).getByLabelText('Storlek')).toHaveDisplayValue('Annat…')
    expect(within(panel).getByLabelText('Egen storlek')).toHaveValue('EU 38')
    expect(await within(panel).findByText('Huvudbild')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Gör bild 2 till huvudbild' }))
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path.startsWith('/api/products/image/main/'))).toBe(
        true,
      ),
    )
    await user.selectOptions(within(panel).getByLabelText('Storlek'), '4–5 år')
    expect(within(panel).queryByLabelText('Egen storlek')).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Spara' }))
    expect(
      await screen.findByText('Det gick inte att uppdatera produkten. Försök igen senare.'),
    ).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/products')?.body).toMatchObject({
      id: edited.id,
      size: '4–5 år',
    })
  })

  it('opens ?edit={id} in the edit panel, fetching a garment that is not on the page', async () => {
    const fromItem = product(7, { name: 'Jackor – Mycket gott skick', display: false })
    open(`/admin/products?edit=${fromItem.id}`, {
      [`GET /api/products/${fromItem.id}`]: () => ({ body: { ...fromItem, imageUrl: null, images: [] } }),
      [`GET /api/products/images/${fromItem.id}`]: () => ({ body: [] }),
    })
    const panel = await screen.findByRole('dialog', { name: 'Redigera produkt' })
    expect(await within(panel).findByDisplayValue('Jackor – Mycket gott skick')).toBeInTheDocument()
    expect(within(await table()).queryByText('Jackor – Mycket gott skick')).toBeNull()
    // The address keeps the list's state only; a reload does not reopen the panel.
    await waitFor(() => expect(location()).toBe('/admin/products?page=1&perPage=10'))
  })
})
