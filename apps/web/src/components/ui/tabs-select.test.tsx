import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Select } from './select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

// jsdom lacks what Radix's popper and item focus use; none of it changes what is asserted.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the chosen panel', async () => {
    const user = userEvent.setup()
    render(
      <Tabs defaultValue="orders">
        <TabsList aria-label="Konto">
          <TabsTrigger value="orders">Ordrar</TabsTrigger>
          <TabsTrigger value="submissions">Inlämningar</TabsTrigger>
          <TabsTrigger value="points">Poäng</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">Alla ordrar</TabsContent>
        <TabsContent value="submissions">Alla inlämningar</TabsContent>
        <TabsContent value="points">Saldo</TabsContent>
      </Tabs>,
    )
    expect(screen.getByRole('tablist', { name: 'Konto' })).toBeInTheDocument()
    expect(screen.getByRole('tabpanel', { name: 'Ordrar' })).toHaveTextContent('Alla ordrar')

    await user.tab()
    expect(screen.getByRole('tab', { name: 'Ordrar' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Inlämningar' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Inlämningar' })).toHaveTextContent('Alla inlämningar')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Poäng' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Saldo')
  })
})

function StatusSelect() {
  const [value, setValue] = useState<string>()
  return (
    <>
      <Select
        label="Status"
        value={value}
        onValueChange={setValue}
        options={[
          { value: 'all', label: 'Alla' },
          { value: '1', label: 'Behandlas' },
          { value: '3', label: 'Levererad' },
        ]}
      />
      <output>{value ?? 'inget'}</output>
    </>
  )
}

describe('Select', () => {
  it('is labelled, shows the placeholder and chooses by keyboard', async () => {
    const user = userEvent.setup()
    render(<StatusSelect />)
    const trigger = screen.getByRole('combobox', { name: 'Status' })
    expect(trigger).toHaveTextContent('Välj…')

    await user.tab()
    expect(trigger).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    // The page behind the list is inert until the list has gone (Radix undoes that as it unmounts).
    expect(await screen.findByRole('status')).toHaveTextContent('3')
    expect(trigger).toHaveTextContent('Levererad')
    expect(trigger).toHaveFocus()
  })
})
