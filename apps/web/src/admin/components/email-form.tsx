import type { StaffEmailBody } from '@kladbyte/contract'
import type { UseMutationResult } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { TextArea } from '../../components/ui/text-area'
import { TextField } from '../../components/ui/text-field'
import { toast } from '../../components/ui/toast'
import { adminEmail as t } from '../../i18n/sv/admin-email'
import { errorText } from '../../lib/api-client'

/** A quick template: its button label and the subject and body it fills in. */
export interface EmailTemplate {
  label: string
  subject: string
  body: string
}

/** The caller's mutation hook that sends (and records) the mail; its `isPending` is the form's busy state. */
export type SendEmail = Pick<UseMutationResult<unknown, Error, StaffEmailBody>, 'mutate' | 'isPending'>

/**
 * Staff's e-mail to a customer (spec §5): to (prefilled), subject, message, 'HTML-format' and the
 * caller's templates. All three fields are required; the caller's mutation sends (and records) the mail.
 * 'Till' is the customer's own address and read-only: the server sends nowhere else (ADR 047).
 */
export function EmailForm({
  heading,
  defaultTo,
  templates,
  send,
}: {
  heading: string
  defaultTo: string
  templates: readonly EmailTemplate[]
  send: SendEmail
}) {
  const headingId = useId()
  const [values, setValues] = useState({ to: defaultTo, subject: '', body: '', isHtml: false })
  const [error, setError] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const mail = { ...values, to: values.to.trim(), subject: values.subject.trim() }
    if (!mail.to || !mail.subject || !mail.body.trim()) {
      setError(t.required)
      return
    }
    setError(null)
    send.mutate(mail, {
      onSuccess: () => {
        toast.success(t.sent)
        setValues({ ...values, subject: '', body: '' })
      },
      // A refusal says why (the customer changed address meanwhile); anything else is the spec's text.
      onError: (err) => toast.error(errorText(err, t.failed)),
    })
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {templates.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-700">{t.templates}</legend>
          {templates.map((tpl) => (
            <Button
              key={tpl.label}
              variant="secondary"
              className="px-4"
              onClick={() => setValues({ ...values, subject: tpl.subject, body: tpl.body })}
            >
              {tpl.label}
            </Button>
          ))}
        </fieldset>
      )}
      <TextField label={t.to} type="email" autoComplete="off" readOnly hint={t.toHint} value={values.to} />
      <TextField
        label={t.subject}
        value={values.subject}
        onChange={(e) => setValues({ ...values, subject: e.target.value })}
      />
      <TextArea
        label={t.body}
        rows={8}
        value={values.body}
        onChange={(e) => setValues({ ...values, body: e.target.value })}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-emerald-800"
          checked={values.isHtml}
          onChange={(e) => setValues({ ...values, isHtml: e.target.checked })}
        />
        <span>
          <span className="font-medium">{t.isHtml}</span>
          <span className="block text-sm text-stone-600">{t.isHtmlHint}</span>
        </span>
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" loading={send.isPending}>
          {t.send}
        </Button>
      </div>
    </form>
  )
}
