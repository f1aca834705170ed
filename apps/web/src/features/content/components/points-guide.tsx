import { content } from '../../../i18n/sv/content'
import { formatPoints } from '../../../lib/format'
import { usePointsGuide } from '../api/get-points-guide'
import { Section } from './page-header'

const t = content.guide.pointsGuide

/** 'Så många poäng får du': the published points guide; nothing at all while it is empty or unavailable. */
export function PointsGuide() {
  const guide = usePointsGuide()
  if (!guide.data?.length) return null
  return (
    <Section title={t.heading} lead={t.lead}>
      <table className="mx-auto w-full max-w-2xl overflow-hidden rounded-xl bg-white text-left ring-1 ring-stone-200">
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t.category}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t.points}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {guide.data.map((entry) => (
            <tr key={entry.categoryId}>
              <th scope="row" className="px-4 py-3 font-normal text-stone-900">
                {entry.categoryName}
              </th>
              <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-stone-900">
                {t.about(formatPoints(entry.points))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}
