import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { useShopSettings } from '../../../lib/shop-settings'

const t = submissionTexts.nextSteps

/**
 * At status 3: what to do now — the reference on the parcel (the 8 characters of
 * the receipt mail, without the list's ellipsis), the return address and the deadline (§9).
 */
export function NextStepsDialog({
  open,
  onClose,
  submissionId,
}: {
  open: boolean
  onClose: () => void
  submissionId: string
}) {
  const { returnAddress } = useShopSettings()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.title}
      description={t.intro}
      footer={
        <>
          <Link to="/guide" className={buttonClass('secondary')}>
            {t.guide}
          </Link>
          <Link to="/shop" className={buttonClass('primary')}>
            {t.shop}
          </Link>
        </>
      }
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium text-stone-700">{t.reference}</dt>
          <dd className="font-mono text-base font-semibold">{submissionId.slice(0, 8)}</dd>
        </div>
        <div>
          <dt className="font-medium text-stone-700">{t.returnAddress}</dt>
          <dd className="text-base whitespace-pre-line">{returnAddress}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-700">{t.deadline}</p>
    </Dialog>
  )
}
