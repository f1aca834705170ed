import { zodResolver } from '@hookform/resolvers/zod'
import { CreateCustomerBody } from '@kladbyte/contract'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminCustomers as t } from '../../../../i18n/sv/admin-customers'
import { errorText } from '../../../../lib/api-client'
import { useCreateCustomer } from '../api/create-customer'

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
  const create = useCreateCustomer()
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(CreateCustomerBody),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState
  const saving = create.isPending
  const problem = create.isError ? errorText(create.error, c.failed) : null
  const close = () => {
    form.reset(EMPTY)
    create.reset()
    onClose()
  }

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        toast.success(c.done(values.email))
        form.reset(EMPTY)
        onCreated(created.id)
      },
    }),
  )

  const field = (name: keyof Input, label: string, extra: object = {}) => (
    <TextField label={label} error={errors[name]?.message} {...extra} {...form.register(name)} />
  )

  return (
    <Dialog
      open={open}
      onClose={close}
      title={c.title}
      description={c.description}
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {c.cancel}
          </Button>
          <Button type="submit" form="add-customer" loading={saving}>
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
