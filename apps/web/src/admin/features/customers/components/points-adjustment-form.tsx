import { zodResolver } from '@hookform/resolvers/zod'
import { PointsAdjustmentBody } from '@kladbyte/contract'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminCustomers as t } from '../../../../i18n/sv/admin-customers'
import { errorText } from '../../../../lib/api-client'
import { formatPoints } from '../../../../lib/format'
import { useAdjustPoints } from '../api/adjust-points'

type Input = z.input<typeof PointsAdjustmentBody>
type Values = z.output<typeof PointsAdjustmentBody>

/** Amount (±) and reason; the server's 409 ('Saldot räcker inte …') shows above the button. */
export function PointsAdjustmentForm({ customerId }: { customerId: string }) {
  const adjust = useAdjustPoints(customerId)
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(PointsAdjustmentBody),
    defaultValues: { reason: '' },
  })
  const { errors } = form.formState
  const problem = adjust.isError ? errorText(adjust.error, t.adjust.failed) : null

  const submit = form.handleSubmit((values) =>
    adjust.mutate(values, {
      onSuccess: (result) => {
        toast.success(t.adjust.done(formatPoints(result.balance)))
        // NaN empties the number field (RHF keeps an amount left out of reset).
        form.reset({ amount: Number.NaN, reason: '' })
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t.adjust.title}>
      <h3 className="text-base font-semibold">{t.adjust.title}</h3>
      <TextField
        label={t.adjust.amount}
        type="number"
        inputMode="numeric"
        step={1}
        hint={t.adjust.amountHint}
        error={errors.amount?.message}
        {...form.register('amount', { valueAsNumber: true })}
      />
      <TextField
        label={t.adjust.reason}
        hint={t.adjust.reasonHint}
        maxLength={200}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <div>
        <Button type="submit" loading={adjust.isPending}>
          {t.adjust.submit}
        </Button>
      </div>
    </form>
  )
}
