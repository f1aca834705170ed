import { MY_DATA_EXPORT_PATH } from '@kladbyte/contract'
import { useState } from 'react'
import { Button, buttonClass } from '../../../components/ui/button'
import { DownloadIcon } from '../../../components/ui/icons'
import { account } from '../../../i18n/sv/account'
import { DeleteAccountDialog } from './delete-account-dialog'

const t = account

/** #privacy: download everything stored about the member, or delete the account (ADR 033). */
export function PrivacyTab({ isAdmin }: { isAdmin: boolean }) {
  const [deleting, setDeleting] = useState(false)
  return (
    <div className="max-w-2xl space-y-10">
      <section aria-labelledby="export-heading" className="space-y-3">
        <h3 id="export-heading" className="text-lg font-semibold">
          {t.exportHeading}
        </h3>
        <p className="text-sm text-stone-700">{t.exportIntro}</p>
        {/* A plain link: a GET with the session cookie needs no CSRF header, and the browser saves the file. */}
        <a href={MY_DATA_EXPORT_PATH} download className={buttonClass('secondary')}>
          <DownloadIcon className="size-5" />
          {t.exportButton}
        </a>
      </section>
      <section aria-labelledby="delete-heading" className="space-y-3 border-t border-stone-200 pt-8">
        <h3 id="delete-heading" className="text-lg font-semibold">
          {t.deleteHeading}
        </h3>
        <p className="text-sm text-stone-700">{t.deleteIntro}</p>
        {isAdmin ? (
          <p className="text-sm font-medium text-stone-800">{t.deleteStaff}</p>
        ) : (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t.deleteButton}
          </Button>
        )}
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  )
}
