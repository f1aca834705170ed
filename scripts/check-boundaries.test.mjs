import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { checkBoundaries } from './check-boundaries.mjs'

const script = fileURLToPath(new URL('./check-boundaries.mjs', import.meta.url))
const run = promisify(execFile)
let dir = ''

/** A throw-away src folder with the given files (path → text). */
function tree(files) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

afterEach(() => rmSync(dir, { recursive: true, force: true }))

const allowed = {
  'lib/session.ts': 'export const s = 1\n',
  'components/ui/button.tsx': 'export const B = 1\n',
  'features/cart/api/get-cart.ts': "import { s } from '../../../lib/session'\nexport const c = s\n",
  'features/cart/routes/cart.tsx': "import { c } from '../api/get-cart'\nexport default c\n",
  'admin/features/users/routes/users.tsx': "import { B } from '../../../../components/ui/button'\n",
  'app/router.tsx':
    "import '../features/cart/routes/cart'\nexport const r = () => import('../admin/features/users/routes/users')\n",
}

describe('web import boundaries', () => {
  it('accepts features using lib/components and app/ composing features and loading admin lazily', () => {
    expect(checkBoundaries(tree(allowed))).toEqual([])
  })

  it('reports a relative import from one feature into another', () => {
    const src = tree({
      ...allowed,
      'features/catalog/components/summary.tsx': "import { c } from '../../cart/api/get-cart'\n",
    })
    expect(checkBoundaries(src)).toEqual([
      {
        file: 'features/catalog/components/summary.tsx',
        line: 1,
        spec: '../../cart/api/get-cart',
        reason: 'a feature does not import another feature',
      },
    ])
  })

  it('reports admin/ imported outside app/ or statically, and storefront features imported by admin/', () => {
    const src = tree({
      ...allowed,
      'features/cart/routes/cart.tsx':
        "export { default } from '../../../admin/features/users/routes/users'\n",
      'app/layouts/shell.tsx': "import '../../admin/features/users/routes/users'\n",
      'admin/features/users/api/x.ts': "import { c } from '../../../../features/cart/api/get-cart'\n",
    })
    expect(
      checkBoundaries(src)
        .map((v) => `${v.file}: ${v.reason}`)
        .sort(),
    ).toEqual([
      'admin/features/users/api/x.ts: admin/ does not import storefront features',
      'app/layouts/shell.tsx: app/ loads admin/ only lazily, through import()',
      'features/cart/routes/cart.tsx: admin/ is imported only by app/',
    ])
  })

  it('reports a shared file that calls the server unless SHARED_CALLS lists it', () => {
    const src = tree({
      ...allowed,
      'lib/profile-calls.ts':
        "import { api } from './api-client'\n\nexport const save = () => api.post('/api/x', {})\n",
      'components/chat/api/send.ts': "export const send = () => api.post('/api/chat', {})\n",
      'lib/test/server.ts': "export const stub = () => fetch('/api/x')\n",
      'features/cart/api/save.ts':
        "import { save } from '../../../lib/profile-calls'\nexport const s = save\n",
      'admin/features/users/api/save.ts': "import { save } from '../../../../lib/profile-calls'\n",
      'features/cart/api/send.ts': "import { send } from '../../../components/chat/api/send'\n",
      'admin/features/users/api/send.ts': "import { send } from '../../../../components/chat/api/send'\n",
    })
    expect(checkBoundaries(src)).toEqual([
      {
        file: 'lib/profile-calls.ts',
        line: 3,
        spec: 'api.post',
        reason:
          'a shared file does not call the server unless SHARED_CALLS lists it (the call belongs in its feature)',
      },
    ])
  })

  it('reports a listed shared block that calls the server but is used by one unit only', () => {
    const src = tree({
      ...allowed,
      'components/chat/api/send.ts': "export const send = () => api.post('/api/chat', {})\n",
      'components/chat/chat.tsx': "import { send } from './api/send'\nexport const Chat = send\n",
      'features/submissions/components/x.tsx': "import { Chat } from '../../../components/chat/chat'\n",
      'features/submissions/components/x.test.tsx':
        "import { send } from '../../../components/chat/api/send'\n",
      'admin/features/users/routes/x.test.tsx': "import { Chat } from '../../../../components/chat/chat'\n",
    })
    expect(checkBoundaries(src)).toEqual([
      {
        file: 'components/chat/',
        line: 1,
        spec: 'features/submissions',
        reason: 'a shared file that calls the server is used by one unit only: move it into that unit',
      },
    ])
  })

  it('fails the lint command on a planted violation', async () => {
    const src = tree({ ...allowed, 'lib/x.ts': "import { c } from '../features/cart/api/get-cart'\n" })
    const failed = await run(process.execPath, [script, src]).catch((err) => err)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain(
      "lib/x.ts:1: '../features/cart/api/get-cart': lib/ does not import features/",
    )
  })
})
