import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { checkServerBoundaries } from './check-server-boundaries.mjs'

const script = fileURLToPath(new URL('./check-server-boundaries.mjs', import.meta.url))
const run = promisify(execFile)
let dir = ''

/** A throw-away server src folder with the given files (path → text). */
function tree(files) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'server-boundaries-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

afterEach(() => rmSync(dir, { recursive: true, force: true }))

const allowed = {
  'core/mail/outbox.ts': 'export const enqueueMail = 1\n',
  'plugins/core.ts': "import { enqueueMail } from '../core/mail/outbox.js'\n",
  'modules/auth/password.ts': 'export const hashPassword = 1\n',
  'modules/auth/public.ts': "export { hashPassword } from './password.js'\n",
  'modules/auth/index.ts': 'export const authModule = 1\n',
  'modules/users/index.ts': 'export const usersModule = 1\n',
  'modules/orders/index.ts': 'export const ordersModule = 1\n',
  'modules/privacy/index.ts': 'export const privacyModule = 1\n',
  'modules/chat/index.ts': 'export const chatModule = 1\n',
  'modules/users/users.repository.ts': 'export const findUserById = 1\n',
  'modules/users/users.fixtures.ts': "import { findUserById } from './users.repository.js'\n",
  'modules/users/users.service.ts':
    "import { hashPassword } from '../auth/public.js'\nimport { enqueueMail } from '../../core/mail/outbox.js'\nimport { findUserById } from './users.repository.js'\n",
  'modules/orders/orders.test.ts': "import { x } from '../users/users.fixtures.js'\n",
  'plugins/render.test.ts': "import { x } from '../modules/users/users.fixtures.js'\n",
  'app.ts':
    "import { authModule } from './modules/auth/index.js'\nimport { x } from './modules/users/users.repository.js'\n",
  'test/factories.ts': "import { hashPassword } from '../modules/auth/password.js'\n",
}

describe('server import boundaries', () => {
  it('accepts core/ from anywhere, public.ts and index.ts between modules, fixtures in tests, anything in app.ts and test/', () => {
    expect(checkServerBoundaries(tree(allowed))).toEqual([])
  })

  it('reports plugins/ and core/ reaching into modules/', () => {
    const src = tree({
      ...allowed,
      'plugins/render.ts': "import { s } from '../modules/contact/settings.service.js'\n",
      'core/mail/staff.ts': "import { s } from '../../modules/auth/public.js'\n",
      'core/mail/staff.fixtures.ts': "import { s } from '../../modules/users/users.repository.js'\n",
    })
    expect(
      checkServerBoundaries(src)
        .map((v) => `${v.file}:${v.line}: ${v.reason}`)
        .sort(),
    ).toEqual([
      'core/mail/staff.fixtures.ts:1: core/ does not import modules/ (a feature registers itself or is passed in)',
      'core/mail/staff.ts:1: core/ does not import modules/ (a feature registers itself or is passed in)',
      'plugins/render.ts:1: plugins/ does not import modules/ (a feature registers itself or is passed in)',
    ])
  })

  it("reports a module importing another module's repository or internals, even from a test", () => {
    const src = tree({
      ...allowed,
      'modules/privacy/privacy.export.ts': "import { findUserById } from '../users/users.repository.js'\n",
      'modules/users/users.test.ts': "import { hashPassword } from '../auth/password.js'\n",
      'modules/chat/chat.mail.ts': "import { s } from '../users/users.fixtures.js'\n",
    })
    expect(
      checkServerBoundaries(src)
        .map((v) => `${v.file}: ${v.reason}`)
        .sort(),
    ).toEqual([
      'modules/chat/chat.mail.ts: a module imports another module only through its index.ts or public.ts (not users.fixtures.js)',
      'modules/privacy/privacy.export.ts: a module imports another module only through its index.ts or public.ts (not users.repository.js)',
      'modules/users/users.test.ts: a module imports another module only through its index.ts or public.ts (not password.js)',
    ])
  })

  it('reports a folder under modules/ without its index.ts (a library, which belongs in core/)', () => {
    const src = tree({ ...allowed, 'modules/lists/lists.service.ts': 'export const l = 1\n' })
    expect(checkServerBoundaries(src).map((v) => `${v.file}: ${v.reason}`)).toEqual([
      'modules/lists/: a folder under modules/ is a feature with its index.ts (a library belongs in core/)',
    ])
  })

  it('fails the lint command on a planted violation', async () => {
    const src = tree({ ...allowed, 'plugins/jobs.ts': "import { s } from '../modules/jobs/scheduler.js'\n" })
    const failed = await run(process.execPath, [script, src]).catch((err) => err)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain(
      "plugins/jobs.ts:1: '../modules/jobs/scheduler.js': plugins/ does not import modules/ (a feature registers itself or is passed in)",
    )
  })

  it('passes on the repository as it is', () => {
    const src = fileURLToPath(new URL('../apps/server/src', import.meta.url))
    expect(checkServerBoundaries(src)).toEqual([])
  })
})
