import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { COOKIE_CONSENT_KEY, CookieNotice } from './cookie-notice'

const renderNotice = () =>
  render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  )

beforeEach(() => localStorage.clear())

describe('cookie notice', () => {
  it('hides itself and remembers the acceptance', async () => {
    const first = renderNotice()
    await userEvent.click(screen.getByRole('button', { name: 'Acceptera' }))
    expect(screen.queryByRole('region', { name: 'Kakor' })).not.toBeInTheDocument()
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true')
    first.unmount()
    renderNotice()
    expect(screen.queryByRole('button', { name: 'Acceptera' })).not.toBeInTheDocument()
  })

  it('shows until accepted', () => {
    renderNotice()
    expect(screen.getByRole('region', { name: 'Kakor' })).toHaveTextContent(/kakor/)
  })
})
