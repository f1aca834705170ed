import { type AdminSubmissionDto, ItemPoints } from '@kladbyte/contract'
import { type FormEvent, useState } from 'react'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminSubmissionReview as r } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { errorText } from '../../../../lib/api-client'
import { formatPoints } from '../../../../lib/format'
import { useReceiveItems } from '../api/receive-items'

/** Approved garments not yet received: what 'Ta emot' offers. */
export const awaitingArrival = (s: AdminSubmissionDto) =>
  s.items.filter((i) => i.approvalStatus === 'approved' && i.receivedAt === null)

/**
 * 'Ta emot': staff tick the approved garments that arrived and confirm their points; the server
 * credits each exactly once, and the toast says how many points went in. The parent mounts it
 * only while open, so each opening starts from the items' current points.
 */
export function ReceiveDialog({
  submission,
  positions,
  onClose,
}: {
  submission: AdminSubmissionDto
  positions: ReadonlyMap<string, number>
  onClose: () => void
}) {
  const receive = useReceiveItems(submission.id)
  const items = awaitingArrival(submission)
  const [chosen, setChosen] = useState(() => new Set(items.map((i) => i.id)))
  const [points, setPoints] = useState(
    () => new Map(items.map((i) => [i.id, String(i.pointsAwarded ?? '')] as const)),
  )
  const [errors, setErrors] = useState(new Map<string, string>())
  const [formError, setFormError] = useState<string | null>(null)
  const busy = receive.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body: { id: string; points: number }[] = []
    const bad = new Map<string, string>()
    for (const item of items) {
      if (!chosen.has(item.id)) continue
      const parsed = ItemPoints.safeParse(Number(points.get(item.id) || Number.NaN))
      if (parsed.success) body.push({ id: item.id, points: parsed.data })
      else bad.set(item.id, parsed.error.issues[0]?.message ?? r.review.pointsRequired)
    }
    setErrors(bad)
    if (bad.size > 0) return
    if (body.length === 0) return setFormError(r.receive.chooseOne)
    setFormError(null)
    receive.mutate(
      { items: body },
      {
        onSuccess: (result) => {
          if (result.creditedNow > 0) toast.success(r.receive.done(formatPoints(result.creditedNow)))
          else toast.info(r.receive.nothingNew)
          onClose()
        },
        onError: (err) => toast.error(errorText(err, r.errors.receive)),
      },
    )
  }

  const formId = `receive-${submission.id}`
  return (
    <Dialog
      open
      onClose={onClose}
      title={r.receive.title}
      description={r.receive.description}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {r.receive.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={items.length === 0}>
            {r.receive.confirm}
          </Button>
        </>
      }
    >
      {items.length === 0 ? (
        <p>{r.receive.none}</p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3">
            {items.map((item) => {
              const position = positions.get(item.id) ?? 0
              return (
                <li
                  key={item.id}
                  className="flex flex-wrap items-start gap-3 rounded-md border border-stone-200 p-3"
                >
                  <label className="flex min-h-11 flex-1 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-emerald-800"
                      checked={chosen.has(item.id)}
                      onChange={(e) => {
                        const next = new Set(chosen)
                        if (e.target.checked) next.add(item.id)
                        else next.delete(item.id)
                        setChosen(next)
                      }}
                    />
                    <span>
                      <span className="font-medium">{adminSubmissions.detail.item(position)}</span>
                      <span className="block text-sm text-stone-600">{item.condition}</span>
                    </span>
                  </label>
                  <TextField
                    label={r.receive.pointsFor(position)}
                    className="w-40"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    value={points.get(item.id) ?? ''}
                    error={errors.get(item.id)}
                    disabled={!chosen.has(item.id)}
                    onChange={(e) => setPoints(new Map(points).set(item.id, e.target.value))}
                  />
                </li>
              )
            })}
          </ul>
          {formError && <Alert tone="error">{formError}</Alert>}
        </form>
      )}
    </Dialog>
  )
}
