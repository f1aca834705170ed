import type { ChatMessageDto } from '@kladbyte/contract'
import { chat as t } from '../../i18n/sv/chat'
import { formatDateTime } from '../../lib/format'

/** One message: the viewer's own on the right in the brand colour, the other side's on the left. */
export function ChatBubble({
  message,
  own,
  author,
  onDelete,
}: {
  message: ChatMessageDto
  own: boolean
  author: string
  /** Only for the viewer's own unread messages (the server refuses the rest). */
  onDelete?: () => void
}) {
  const time = formatDateTime(message.created)
  return (
    <li className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[75%] rounded-2xl px-3.5 py-2 break-words whitespace-pre-wrap ${
          own ? 'rounded-br-sm bg-emerald-800 text-white' : 'rounded-bl-sm bg-stone-100 text-stone-900'
        }`}
      >
        {message.message}
      </div>
      <div className="flex items-center gap-2 px-1 text-xs text-stone-600">
        <span className="font-medium text-stone-700">{author}</span>
        <time dateTime={message.created}>{time}</time>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            aria-label={t.deleteLabel(time)}
            className="rounded px-1 text-stone-600 underline-offset-2 hover:text-red-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-800"
          >
            {t.delete}
          </button>
        )}
      </div>
    </li>
  )
}
