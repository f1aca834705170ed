import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FileUpload } from './file-upload'

const file = (name: string, size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type })

/** An upload the test drives: report progress, then resolve or reject. */
function controlledUpload() {
  const calls: { file: File; progress: (p: number) => void; resolve: () => void; reject: () => void }[] = []
  const upload = vi.fn(
    (f: File, progress: (p: number) => void) =>
      new Promise<void>((resolve, reject) =>
        calls.push({ file: f, progress, resolve, reject: () => reject(new Error('nät')) }),
      ),
  )
  return { upload, calls }
}

const renderUpload = (upload: ReturnType<typeof controlledUpload>['upload']) =>
  render(
    <FileUpload
      label="Bilder"
      accept="image/jpeg,image/png"
      acceptLabel="JPEG, PNG"
      maxSize={1024 * 1024}
      upload={upload}
    />,
  )

describe('FileUpload', () => {
  it('rejects a too-large file and a wrong type with Swedish errors and uploads neither', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { upload } = controlledUpload()
    renderUpload(upload)
    const input = screen.getByLabelText(/Bilder/)
    expect(input).toHaveAccessibleDescription('Tillåtna filtyper: JPEG, PNG. Högst 1 MB per fil')

    await user.upload(input, [file('stor.jpg', 2 * 1024 * 1024), file('text.pdf', 10, 'application/pdf')])

    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('stor.jpg är för stor (högst 1 MB).')
    expect(alert).toHaveTextContent('text.pdf har en filtyp som inte är tillåten.')
    expect(upload).not.toHaveBeenCalled()
    expect(screen.queryByRole('list', { name: 'Filer' })).not.toBeInTheDocument()
  })

  it('shows each file with its progress, and retry or remove after a failure', async () => {
    const user = userEvent.setup()
    const { upload, calls } = controlledUpload()
    renderUpload(upload)
    await user.upload(screen.getByLabelText(/Bilder/), [file('a.jpg', 100), file('b.png', 100, 'image/png')])

    const list = screen.getByRole('list', { name: 'Filer' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const barA = screen.getByRole('progressbar', { name: 'Uppladdning av a.jpg' })
    await act(async () => calls[0]!.progress(42))
    expect(barA).toHaveAttribute('value', '42')
    expect(within(list).getByText('42 %')).toBeInTheDocument()

    await act(async () => calls[0]!.resolve())
    expect(within(list).getByText('Klar')).toBeInTheDocument()
    expect(barA).toHaveAttribute('value', '100')

    await act(async () => calls[1]!.reject())
    expect(within(list).getByText('Uppladdningen misslyckades.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Försök igen med b.png' }))
    expect(upload).toHaveBeenCalledTimes(3)
    expect(calls[2]!.file.name).toBe('b.png')
    expect(screen.getByRole('progressbar', { name: 'Uppladdning av b.png' })).toHaveAttribute('value', '0')

    await user.click(screen.getByRole('button', { name: 'Ta bort a.jpg' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
  })

  it('is reached with Tab as a file input', async () => {
    const user = userEvent.setup()
    renderUpload(controlledUpload().upload)
    await user.tab()
    expect(screen.getByLabelText(/Bilder/)).toHaveFocus()
    expect(screen.getByLabelText(/Bilder/)).toHaveAttribute('type', 'file')
  })
})
