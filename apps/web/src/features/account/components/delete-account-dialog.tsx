import { zodResolver } from '@hookform/resolvers/zod'
import { DeleteAccountBody } from '@kladbyte/contract'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../components/ui/toast'
import { account } from '../../../i18n/sv/account'
import { errorText } from '../../../lib/api-client'
import { useDeleteAccount } from '../api/delete-account'

const t = account
const FORM_ID = 'delete-account-form'

/** 'Radera mitt konto': the password confirms it; on success the member lands signed out on the home page. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const remove = useDeleteAccount({
    onDeleted: () => {
      navigate('/', { replace: true })
      toast.success(t.deleted)
    },
  })
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(DeleteAccountBody),
    defaultValues: { password: '' },
  })
  const close = () => {
    form.reset()
    remove.reset()
    onClose()
  }
  const onSubmit = form.handleSubmit((values) => remove.mutate(values))
  const failure = remove.error && errorText(remove.error, t.deleteFailed)

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t.deleteDialogTitle}
      description={t.deleteDialogText}
      dismissible={!remove.isPending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            {t.deleteCancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={remove.isPending} variant="danger">
            {t.deleteConfirm}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t.deletePassword}
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <span role="status" className="sr-only">
          {remove.isPending ? t.deleting : ''}
        </span>
      </form>
    </Dialog>
  )
}
