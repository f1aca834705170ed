import { Link } from 'react-router'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Skeleton } from '../../../../components/ui/skeleton'
import { adminDashboard as t } from '../../../../i18n/sv/admin-dashboard'
import { formatLongDate } from '../../../../lib/format'
import { useSession } from '../../../../lib/session'
import { usePageTitle } from '../../../../lib/use-page-title'
import { PageHeading } from '../../../components/page-heading'
import { useDashboard } from '../api/get-dashboard'
import { Figures, FiguresSkeleton } from '../components/figures'
import { WeeksChart } from '../components/weeks-chart'
import { useLoadingPhase } from '../lib/use-loading-phase'

const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm'

/**
 * /admin: welcome, today's date, quick actions, the figures and the weekly chart, and tips. The
 * figures load in one call; skeletons of the same size hold their place meanwhile, for at least
 * the spec's 500 ms loading phase.
 */
export function Component() {
  usePageTitle(t.title)
  const { user } = useSession()
  const dashboard = useDashboard()
  const loading = useLoadingPhase(dashboard.isPending)

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 md:py-10">
      <PageHeading title={t.welcome(user?.firstName ?? '')} lead={t.today(formatLongDate(new Date()))} />

      <section aria-labelledby="quick-heading">
        <h2 id="quick-heading" className="mb-3 text-lg font-semibold">
          {t.quickHeading}
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {t.quick.map((q) => (
            <li key={q.to}>
              <Link
                to={q.to}
                className={`${card} block h-full transition-colors hover:border-emerald-700 hover:bg-emerald-50/60`}
              >
                <span className="block font-semibold text-emerald-900">{q.title}</span>
                <span className="mt-1 block text-sm text-stone-700">{q.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="figures-heading" aria-busy={loading}>
        <h2 id="figures-heading" className="mb-3 text-lg font-semibold">
          {t.figuresHeading}
        </h2>
        {loading ? (
          <FiguresSkeleton />
        ) : dashboard.data ? (
          <Figures data={dashboard.data} />
        ) : (
          <Alert tone="error">
            <p>{t.figuresError}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void dashboard.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        )}
      </section>

      <section aria-labelledby="chart-heading" className={card}>
        <h2 id="chart-heading" className="mb-3 text-lg font-semibold">
          {t.chart.heading}
        </h2>
        {loading ? (
          <Skeleton className="aspect-[64/26] w-full" />
        ) : dashboard.data ? (
          <WeeksChart weeks={dashboard.data.weeks} />
        ) : null}
      </section>

      <section aria-labelledby="tips-heading" className={card}>
        <h2 id="tips-heading" className="mb-3 text-lg font-semibold">
          {t.tipsHeading}
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-stone-800">
          {t.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
