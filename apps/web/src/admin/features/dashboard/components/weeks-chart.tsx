import type { DashboardWeek } from '@kladbyte/contract'
import { BarChart } from '../../../../components/ui/bar-chart'
import { adminDashboard as t } from '../../../../i18n/sv/admin-dashboard'
import { formatDayMonth } from '../../../../lib/format'

/** '2026-W07' → '7'. */
const weekNumber = (week: string) => String(Number(week.split('-W')[1] ?? week))

/** Orders and submissions per week, the last 12 weeks. */
export function WeeksChart({ weeks }: { weeks: DashboardWeek[] }) {
  const c = t.chart
  const orders = weeks.reduce((sum, w) => sum + w.orders, 0)
  const submissions = weeks.reduce((sum, w) => sum + w.submissions, 0)
  return (
    <BarChart
      series={[
        { key: 'orders', label: c.series.orders, fill: 'fill-emerald-800', swatch: 'bg-emerald-800' },
        { key: 'submissions', label: c.series.submissions, fill: 'fill-amber-600', swatch: 'bg-amber-600' },
      ]}
      groups={weeks.map((w) => ({
        label: weekNumber(w.week),
        title: `${c.week(weekNumber(w.week))} (${formatDayMonth(w.start)})`,
        values: { orders: w.orders, submissions: w.submissions },
      }))}
      summary={c.summary(weeks.length, orders, submissions)}
      xLabel={c.xAxis}
      yLabel={c.yAxis}
      caption={c.tableCaption}
      showTable={c.showTable}
      hideTable={c.hideTable}
    />
  )
}
