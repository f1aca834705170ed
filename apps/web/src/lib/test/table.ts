import { screen, within } from '@testing-library/react'

/** Test only: the body rows (below the header row) of the table named `name`, once it is shown. */
export async function tableRows(name: string) {
  return within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
}
