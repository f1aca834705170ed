import { Alert } from '../../../../components/ui/alert'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { adminSettings as t } from '../../../../i18n/sv/admin-settings'
import { usePageTitle } from '../../../../lib/use-page-title'
import { PageHeading } from '../../../components/page-heading'
import { useAdminSettings } from '../api/get-settings'
import { PointsGuideSection } from '../components/points-guide-section'
import { SettingsForm } from '../components/settings-form'

/** /admin/settings: the shop's details (footer, contact page, submissions' return address) and the points guide. */
export function Component() {
  usePageTitle(t.title)
  const settings = useAdminSettings()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 md:py-10">
      <PageHeading title={t.title} lead={t.lead} />
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm md:p-6">
        {settings.isPending ? (
          <SkeletonText lines={8} />
        ) : settings.data ? (
          // Keyed by the save time: a save elsewhere resets the form to what is stored.
          <SettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
        ) : (
          <Alert tone="error">{t.loadFailed}</Alert>
        )}
      </div>
      <PointsGuideSection />
    </div>
  )
}
