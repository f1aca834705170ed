import { Fragment as PreactFragment } from 'preact'
import { Fragment, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it } from 'vitest'

// The web app ships on preact/compat (ADR 045); its tests must run on the same runtime, not React.
it('resolves react and react-dom to Preact', () => {
  expect(Fragment).toBe(PreactFragment)
  expect(StrictMode).toBe(PreactFragment)
  const container = document.createElement('div')
  createRoot(container).render(<p>hej</p>)
  expect(container.innerHTML).toBe('<p>hej</p>')
})
