import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../components/ui/toaster'
import { refreshCsrfToken } from '../../../lib/api-client'
import { mockApi, renderWithProviders } from '../../../lib/test/list-routes'
import { image, item } from '../../../lib/test/submission-fixtures'
import { ItemEditor } from './item-editor'

/** Stands in for the browser's XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body = ''
  status = 0
  responseText = ''
  withCredentials = false
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: string) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => vi.unstubAllGlobals())

const saved = item(1, 1)
const photo = (name: string, size?: number) => {
  const file = new File([`bytes of ${name}`], name, { type: 'image/jpeg' })
  if (size) Object.defineProperty(file, 'size', { value: size })
  return file
}

function render(images = saved.images) {
  renderWithProviders(
    <>
      <ItemEditor
        item={{ key: saved.id, ...saved }}
        position={1}
        images={images}
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />
      <Toaster />
    </>,
  )
  return document.querySelector<HTMLInputElement>('input[type="file"]')!
}

describe('item photos', () => {
  it('uploads several photos at once with a progress bar each, as base64 JSON with the CSRF header', async () => {
    mockApi({ 'GET /api/csrfToken': () => ({ body: { token: 'csrf-1' } }) })
    await refreshCsrfToken()
    const input = render()
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif')
    expect(input).toHaveAttribute('multiple')
    expect(input).not.toHaveAttribute('capture')

    await userEvent.upload(input, [photo('fram.jpg'), photo('bak.jpg')])
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2))
    const [front, back] = FakeXhr.sent as [FakeXhr, FakeXhr]
    expect(front.method).toBe('POST')
    expect(front.url).toBe(`/api/submissions-request/item/${saved.id}/images`)
    expect(front.headers['x-csrf-token']).toBe('csrf-1')
    expect(JSON.parse(front.body)).toEqual({
      submissionRequestItemId: saved.id,
      imageUrl: '',
      main: false,
      blob: btoa('bytes of fram.jpg'),
    })

    act(() => {
      front.progress(40, 100)
      back.progress(90, 100)
    })
    const bar = (name: string) => screen.getByRole('progressbar', { name: `Uppladdning av ${name}` })
    expect(bar('fram.jpg')).toHaveAttribute('value', '40')
    expect(bar('bak.jpg')).toHaveAttribute('value', '90')

    act(() => front.answer(201, image(saved.id, 1)))
    const files = screen.getByRole('list', { name: 'Filer' })
    await vi.waitFor(() => expect(within(files).getAllByRole('listitem')[0]).toHaveTextContent('Klar'))
    expect(within(files).getAllByRole('listitem')[1]).toHaveTextContent('90 %')

    act(() => back.answer(413, { error: 'too_large', message: 'Bilden är för stor.' }))
    expect(await screen.findByText('Failed to upload images. Please try again.')).toBeInTheDocument()
    expect(within(files).getAllByRole('listitem')[1]).toHaveTextContent('Uppladdningen misslyckades.')
  })

  it('rejects a 16 MB photo before sending anything', async () => {
    const input = render()
    await userEvent.upload(input, photo('stor.jpg', 16 * 1024 * 1024))
    expect(screen.getByRole('alert')).toHaveTextContent('stor.jpg är för stor (högst 15 MB).')
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it('deletes a photo at once and reports a failure', async () => {
    const pictures = [image(saved.id, 1), image(saved.id, 2)]
    const calls = mockApi({
      [`DELETE /api/submissions-request/item/image/${pictures[1]!.imageId}`]: () => ({
        status: 500,
        body: { error: 'x', message: 'x' },
      }),
    })
    render(pictures)
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort bild 2' }))
    expect(await screen.findByText('Failed to delete image. Please try again.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true)
  })

  it('offers no upload past 12 photos', () => {
    render(Array.from({ length: 12 }, (_, i) => image(saved.id, i + 1)))
    expect(document.querySelector('input[type="file"]')).toBeNull()
    expect(screen.getByText('Högst 12 bilder per artikel.')).toBeInTheDocument()
  })
})
