import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, startStack } from './harness.js'
import { signUpVerified, uniqueEmail } from './support.js'

// Staff download the submissions list as CSV from the browser: the file a spreadsheet opens.
const staffEmail = uniqueEmail('personal')
let stack: Stack
let staff: Page

beforeAll(async () => {
  stack = await startStack({ adminEmails: [staffEmail] })
  staff = await stack.newPage({ viewport: 'desktop' })
  await signUpVerified(stack, staff, 'Stina', staffEmail)
})
afterAll(async () => {
  await stack?.stop()
})

describe('CSV export', () => {
  it("downloads the submissions through 'Exportera data': BOM, semicolons, Swedish headers and the member's row", async () => {
    const member = await stack.newPage({ viewport: 'phone' })
    const maja = await signUpVerified(stack, member, 'Maja')
    await member.goto('/my-account#submissions')
    await member.getByRole('button', { name: 'Skapa ny inlämning' }).click()
    await member.waitForURL((url) => url.pathname.startsWith('/my-account/submissions/'))
    const id = member.url().split('/').pop()!

    await staff.goto('/admin/submissions')
    await staff.getByRole('table', { name: 'Alla inlämningar' }).getByText(id.slice(0, 8)).waitFor()
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'Exportera data som CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^inlamningar-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile((await download.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    // Every field quoted, so a spreadsheet splitting at commas keeps each one whole (ADR 047).
    expect(lines[0]).toBe('"Referens";"Skapad";"Status";"Antal artiklar";"Kund";"E-post";"Prioritet"')
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${id}";"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}";"Skapad \\(ej inlämnad\\)";"0";"Maja Svensson";"${maja.email}";"Ej angiven"$`,
      ),
    )
    expect(lines.slice(2)).toEqual([''])
    // The page stays as it was.
    expect(new URL(staff.url()).pathname).toBe('/admin/submissions')
    await expectNoAxeViolations(staff)
  })
})
