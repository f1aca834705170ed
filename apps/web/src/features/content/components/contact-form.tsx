import { zodResolver } from '@hookform/resolvers/zod'
import { CONTACT_LIMITS, ContactFormBody } from '@kladbyte/contract'
import { type ReactNode, useState } from 'react'
import { type FieldError, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { content } from '../../../i18n/sv/content'
import { errorText, isThrottled, serverAnswered } from '../../../lib/api-client'
import { sendContactForm } from '../api/send-contact-form'

const t = content.contact
type Values = z.input<typeof ContactFormBody>
const empty: Values = { name: '', email: '', message: '' }

/**
 * The contact form (spec §5, §8): send is enabled only when all three fields are filled; success
 * shows the thank-you text. A call the server refused is only logged and the form is cleared anyway;
 * anything else that stops the message (no connection, a local error) shows the error text. When the
 * server throttles the form (429) the message was not sent: its text says so and the form is kept.
 */
export function ContactForm() {
  const [status, setStatus] = useState<'idle' | 'success' | 'error' | 'throttled'>('idle')
  const [throttledText, setThrottledText] = useState('')
  const form = useForm<Values, unknown, z.output<typeof ContactFormBody>>({
    resolver: zodResolver(ContactFormBody),
    defaultValues: empty,
  })
  const { register, handleSubmit, reset, watch, formState } = form
  const [name, email, message] = watch(['name', 'email', 'message'])
  const filled = [name, email, message].every((v) => typeof v === 'string' && v.trim() !== '')
  const canSend = filled && !formState.isSubmitting

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle')
    try {
      const res = await sendContactForm(values)
      if (res?.success) setStatus('success')
      else console.warn('Kontaktformuläret: servern svarade utan success', res)
      reset(empty)
    } catch (err) {
      if (isThrottled(err)) {
        setThrottledText(errorText(err, t.throttled))
        setStatus('throttled')
      } else if (serverAnswered(err)) {
        console.warn('Kontaktformuläret kunde inte skickas', err)
        reset(empty)
      } else setStatus('error')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby="contact-form-hint">
      <p id="contact-form-hint" className="text-sm text-stone-600">
        {t.required}
      </p>
      <Field id="contact-name" label={t.name} error={formState.errors.name}>
        <input
          id="contact-name"
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          className={inputClass}
          {...aria('contact-name', formState.errors.name)}
          {...register('name')}
        />
      </Field>
      <Field id="contact-email" label={t.emailField} error={formState.errors.email}>
        <input
          id="contact-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          className={inputClass}
          {...aria('contact-email', formState.errors.email)}
          {...register('email')}
        />
      </Field>
      <Field id="contact-message" label={t.message} error={formState.errors.message}>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t.messagePlaceholder}
          className={`${inputClass} resize-y`}
          {...aria('contact-message', formState.errors.message)}
          {...register('message')}
        />
      </Field>
      <div aria-live="polite" role="status">
        {status === 'success' && (
          <p className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900 ring-1 ring-emerald-200">
            {t.success}
          </p>
        )}
      </div>
      {status === 'error' && <Alert tone="error">{t.localError}</Alert>}
      {status === 'throttled' && (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {throttledText}
        </p>
      )}
      <Button type="submit" disabled={!canSend} loading={formState.isSubmitting} className="w-full sm:w-auto">
        {formState.isSubmitting ? t.sending : t.send}
      </Button>
    </form>
  )
}

const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-[invalid=true]:border-red-700'

const aria = (id: string, error?: FieldError) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { 'aria-invalid': false }

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: FieldError
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-stone-900">
        {label}
      </label>
      {children}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
          {error.message}
        </p>
      )}
    </div>
  )
}
