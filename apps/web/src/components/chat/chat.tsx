import type { ChatSender } from '@kladbyte/contract'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { chat as t } from '../../i18n/sv/chat'
import { errorText } from '../../lib/api-client'
import { toast } from '../ui/toast'
import { useDeleteMessage } from './api/delete-message'
import { useChatMessages } from './api/get-messages'
import { useMarkRead } from './api/mark-read'
import { useSendMessage } from './api/send-message'
import { ChatBubble } from './chat-bubble'
import { ChatComposer } from './chat-composer'
import { useDocumentVisible } from './use-document-visible'

export interface ChatProps {
  submissionId: string
  /** The item's comments; without it the submission's own chat. */
  itemId?: string | null
  /** Which side is reading: the member ('user') or staff ('admin'). */
  viewer: ChatSender
  /** The other side's label: 'Admin' for the member; for staff the fallback when a message has no name. */
  otherName: string
  /** Pixels (spec §9: 500 member detail, 250 item dialog, 600 staff detail). */
  height: number
  /** The toast when sending fails (spec §8); a server's 400/429 text wins. */
  sendFailedText: string
  /** Names the message log for screen readers. */
  label: string
  /** After the scope was marked read, e.g. to clear an unread dot the page keeps itself. */
  onMarkedRead?: () => void
}

/** Distance from the bottom (px) that still counts as 'reading the newest'. */
const NEAR_BOTTOM = 48

/** The chat between a member and staff (backoffice spec §2.1): a live log and a message field. */
export function Chat({
  submissionId,
  itemId,
  viewer,
  otherName,
  height,
  sendFailedText,
  label,
  onMarkedRead,
}: ChatProps) {
  const { data, isSuccess, isPending } = useChatMessages(submissionId, itemId)
  const messages = data ?? []
  const send = useSendMessage()
  const deleteMessage = useDeleteMessage(viewer)
  const markRead = useMarkRead(submissionId, itemId, viewer)

  // Opening marks the scope read, and so does each new message from the other side while open and
  // on screen (a background tab marks it when the reader returns).
  const visible = useDocumentVisible()
  const latestOther = messages.findLast((m) => m.sender !== viewer)?.id
  const onMarkedReadRef = useRef(onMarkedRead)
  onMarkedReadRef.current = onMarkedRead
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message from the other side marks read again
  useEffect(() => {
    if (!isSuccess || !visible) return
    void markRead().then((ok) => ok && onMarkedReadRef.current?.())
  }, [isSuccess, visible, latestOther, markRead])

  // Follow the newest message unless the reader has scrolled up; then offer a jump down.
  const logRef = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const [showJump, setShowJump] = useState(false)
  const scrollToEnd = () => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
    atBottom.current = true
    setShowJump(false)
  }
  const count = messages.length
  const last = messages[count - 1]
  const shown = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes length; only growth moves the view
  useLayoutEffect(() => {
    const grew = count > shown.current
    shown.current = count
    if (!grew) return
    if (atBottom.current || last?.sender === viewer) scrollToEnd()
    else setShowJump(true)
  }, [count])
  const onScroll = () => {
    const log = logRef.current
    if (!log) return
    atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_BOTTOM
    if (atBottom.current) setShowJump(false)
  }

  const onSend = async (text: string) => {
    try {
      await send.mutateAsync({ submissionId, itemId, message: text, sender: viewer })
      return true
    } catch (e) {
      toast.error(errorText(e, sendFailedText))
      return false
    }
  }

  return (
    <div
      className="relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white"
      style={{ height }}
    >
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it
        tabIndex={0}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-800"
      >
        {count === 0 ? (
          <p className="flex h-full items-center justify-center px-4 text-center text-stone-600">
            {isPending ? t.loading : t.empty}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((m) => {
              const own = m.sender === viewer
              return (
                <ChatBubble
                  key={m.id}
                  message={m}
                  own={own}
                  author={own ? t.own : viewer === 'admin' ? m.senderName || otherName : otherName}
                  onDelete={own && !m.read ? () => void deleteMessage(m) : undefined}
                />
              )
            })}
          </ol>
        )}
      </div>
      {showJump && (
        <button
          type="button"
          onClick={scrollToEnd}
          className="absolute bottom-20 left-1/2 -translate-x-1/2 rounded-full bg-stone-900 px-3 py-1.5 text-sm font-medium text-white shadow"
        >
          {t.newMessages} <span aria-hidden="true">↓</span>
        </button>
      )}
      <ChatComposer onSend={onSend} pending={send.isPending} />
    </div>
  )
}
