import { account } from '../../../i18n/sv/account'
import { formatDate, formatPoints } from '../../../lib/format'
import { usePointsHistory } from '../api/get-points-history'
import { ui } from './styles'

const t = account

/** The member's points movements, latest first; staff's adjustments show their reason. */
export function PointsHistory() {
  const history = usePointsHistory()
  return (
    <section aria-labelledby="dash-points-history" className={ui.card}>
      <h3 id="dash-points-history" className="text-sm font-medium text-stone-600">
        {t.pointsHistory}
      </h3>
      {history.isPending ? null : history.isError ? (
        <p className="mt-2 text-sm text-red-800">{t.pointsHistoryFailed}</p>
      ) : history.data.entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t.pointsHistoryEmpty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200 text-sm" data-testid="points-history">
          {history.data.entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span>
                <span className="text-stone-600">{formatDate(e.created)}</span>{' '}
                <span className="text-stone-900">
                  {t.pointsReasons[e.reason]}
                  {e.note ? `: ${e.note}` : ''}
                </span>
              </span>
              <span
                className={`tabular-nums font-medium ${e.delta < 0 ? 'text-red-800' : 'text-emerald-800'}`}
              >
                {e.delta > 0 ? '+' : ''}
                {formatPoints(e.delta)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
