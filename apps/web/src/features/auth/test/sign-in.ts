import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json, mockApi } from '../../../lib/testing'

/** Test only: signing in through the login page, for its own tests and the login guard's. */

/** Who the server signs in. */
export const signedInUser = {
  id: '7d0c9b4e-4b8f-4a4c-9d55-3f7f5d1b1a11',
  email: 'anna@example.se',
  points: 120,
}

/** A server where anna is signed out until the login call succeeds. */
export function signInServer() {
  let signedIn = false
  return mockApi(({ path }) => {
    if (path === '/api/authentication/authenticate') {
      signedIn = true
      return json(200, { token: 't', expiresAt: new Date().toISOString() })
    }
    if (path === '/api/users/usercontext') return signedIn ? json(200, signedInUser) : json(401, {})
    if (path === '/api/csrftoken') return json(200, { token: signedIn ? 'csrf' : null })
    return undefined
  })
}

/** Fills in anna's e-mail and password on the login page and presses 'Logga in'. */
export async function signIn() {
  await userEvent.type((await screen.findAllByLabelText('E-postadress'))[0]!, 'anna@example.se')
  await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt-123')
  await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))
}
