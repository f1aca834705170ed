import { CHAT_MESSAGE_MAX_LENGTH } from '@kladbyte/contract'
import { type KeyboardEvent, useId, useState } from 'react'
import { chat as t } from '../../i18n/sv/chat'
import { Button } from '../ui/button'

/**
 * The two-row message field: Enter sends, Shift+Enter is a new line, nothing is sent while an
 * input method is composing. `onSend` resolves true when the text may be cleared.
 */
export function ChatComposer({
  onSend,
  pending,
}: {
  onSend: (text: string) => Promise<boolean>
  pending: boolean
}) {
  const id = useId()
  const [text, setText] = useState('')
  const blank = text.trim() === ''

  const send = async () => {
    if (blank || pending) return
    if (await onSend(text.trim())) setText('')
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Safari ends a composition with an Enter keydown whose keyCode is 229 and isComposing false.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return
    e.preventDefault()
    void send()
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-stone-200 p-2"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t.inputLabel}
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t.placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 resize-none rounded-lg border border-stone-400 bg-white px-3 py-2 text-base"
      />
      <Button type="submit" disabled={blank} loading={pending} className="px-5">
        {t.send}
      </Button>
    </form>
  )
}
