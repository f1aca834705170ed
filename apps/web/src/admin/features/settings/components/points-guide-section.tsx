import { Alert } from '../../../../components/ui/alert'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { adminSettings } from '../../../../i18n/sv/admin-settings'
import { useGuideCategories } from '../api/get-guide-categories'
import { useAdminPointsGuide } from '../api/get-points-guide'
import { PointsGuideForm } from './points-guide-form'

const t = adminSettings.pointsGuide

/** 'Poängguide' on /admin/settings: loads the guide and the category tree, then the editor. */
export function PointsGuideSection() {
  const guide = useAdminPointsGuide()
  const categories = useGuideCategories()
  return (
    <section
      aria-labelledby="points-guide-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id="points-guide-heading" className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p className="mt-1 mb-4 text-stone-700">{t.lead}</p>
      {guide.isPending || categories.isPending ? (
        <SkeletonText lines={4} />
      ) : guide.data && categories.data ? (
        // Keyed by the saved rows: after a save the editor starts from what is stored.
        <PointsGuideForm key={JSON.stringify(guide.data)} guide={guide.data} categories={categories.data} />
      ) : (
        <Alert tone="error">{t.loadFailed}</Alert>
      )}
    </section>
  )
}
