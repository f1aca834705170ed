import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog } from './dialog'
import { Sheet } from './sheet'

function DialogDemo() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Redigera
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Redigera kategori"
        description="Ändra namnet."
        footer={<button type="button">Spara</button>}
      >
        <label>
          Namn <input />
        </label>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('opens named, traps Tab, closes on Esc and gives focus back to the trigger', async () => {
    const user = userEvent.setup()
    render(<DialogDemo />)
    const trigger = screen.getByRole('button', { name: 'Redigera' })
    await user.click(trigger)

    const dialog = screen.getByRole('dialog', { name: 'Redigera kategori' })
    expect(dialog).toHaveAccessibleDescription('Ändra namnet.')
    const close = screen.getByRole('button', { name: 'Stäng' })
    expect(close).toHaveFocus()

    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Spara' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Spara' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes with its close button', async () => {
    const user = userEvent.setup()
    render(<DialogDemo />)
    await user.click(screen.getByRole('button', { name: 'Redigera' }))
    await user.click(screen.getByRole('button', { name: 'Stäng' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

function ConfirmDemo({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ta bort
      </button>
      <ConfirmDialog
        open={open}
        pending={pending}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setPending(true)
          onConfirm()
        }}
      />
    </>
  )
}

describe('ConfirmDialog', () => {
  it('asks with the default Swedish texts, cancel first, and returns focus on Avbryt', async () => {
    const user = userEvent.setup()
    render(<ConfirmDemo onConfirm={vi.fn()} />)
    const trigger = screen.getByRole('button', { name: 'Ta bort' })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Bekräfta borttagning' })
    expect(dialog).toHaveAccessibleDescription('Åtgärden kan inte ångras.')
    expect(screen.getByRole('button', { name: 'Avbryt' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('confirms once: while pending a second press, Esc and Avbryt do nothing', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmDemo onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Ta bort' }))
    const confirm = screen.getByRole('button', { name: 'Ja, ta bort' })
    await user.click(confirm)
    await user.click(confirm)
    await user.keyboard('{Escape}')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(confirm).toHaveAttribute('aria-disabled', 'true')
    expect(confirm).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeDisabled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})

describe('Sheet', () => {
  it('closes on Esc and on a backdrop click, and unlocks page scroll', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const { rerender } = render(
      <Sheet open onClose={onClose} title="Meny">
        <a href="/shop">Butik</a>
      </Sheet>,
    )
    const sheet = screen.getByRole('dialog', { name: 'Meny' })
    expect(document.documentElement.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    await user.click(sheet)
    expect(onClose).toHaveBeenCalledTimes(2)
    rerender(
      <Sheet open={false} onClose={onClose} title="Meny">
        <a href="/shop">Butik</a>
      </Sheet>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.documentElement.style.overflow).toBe('')
  })
})
