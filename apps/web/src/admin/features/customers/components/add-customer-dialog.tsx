import { zodResolver } from '@hookform/resolvers/zod'
import { CreateCustomerBody } from '@kladbyte/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminCustomers as t } from '../../../../i18n/sv/admin-customers'
import { errorText } from '../../../../lib/api-client'
import { createCustomer } from '../api/customer-calls'

type Input = z.input<typeof CreateCustomerBody>
type Values = z.output<typeof CreateCustomerBody>
const EMPTY: Input = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  postalCode: '',
  city: '',
  region: '',
}
const c = t.create

/** 'Lägg till kund': names and e-mail, the rest optional; the server mails a choose-password link. */
export function AddCustomerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  onCreated: (id: string) => void
}) {
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(CreateCustomerBody),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = form.formState
  const close = () => {
    form.reset(EMPTY)
    setProblem(null)
    onClose()
  }

  const submit = form.handleSubmit(async (values) => {
    setProblem(null)
    try {
      const created = await createCustomer(values)
      toast.success(c.done(values.email))
      form.reset(EMPTY)
      onCreated(created.id)
    } catch (err) {
      setProblem(errorText(err, c.failed))
    }
  })

  const field = (name: keyof Input, label: string, extra: object = {}) => (
    <TextField label={label} error={errors[name]?.message} {...extra} {...form.register(name)} />
  )

  return (
    <Dialog
      open={open}
      onClose={close}
      title={c.title}
      description={c.description}
      dismissible={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {c.cancel}
          </Button>
          <Button type="submit" form="add-customer" loading={isSubmitting}>
            {c.submit}
          </Button>
        </>
      }
    >
      <form id="add-customer" onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        {field('firstName', c.firstName, { autoComplete: 'off' })}
        {field('lastName', c.lastName, { autoComplete: 'off' })}
        {field('email', c.email, { type: 'email', autoComplete: 'off', className: 'sm:col-span-2' })}
        {field('phone', c.phone, { type: 'tel' })}
        {field('address', c.address)}
        {field('postalCode', c.postalCode)}
        {field('city', c.city)}
        {field('region', c.region, { className: 'sm:col-span-2' })}
        {problem && (
          <div className="sm:col-span-2">
            <Alert tone="error">{problem}</Alert>
          </div>
        )}
      </form>
    </Dialog>
  )
}
