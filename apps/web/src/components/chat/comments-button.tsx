import { chat as t } from '../../i18n/sv/chat'

/** An item's 'Kommentarer' button with a red dot while the other side has unread comments. */
export function CommentsButton({
  hasUnread,
  onClick,
  disabled = false,
  label = t.comments,
}: {
  hasUnread: boolean
  onClick?: () => void
  disabled?: boolean
  /** The visible text; the accessible name adds 'Olästa kommentarer' when the dot shows. */
  label?: string
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      data-slot="item-comments"
      className="relative inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-emerald-900 hover:bg-emerald-50 disabled:text-stone-500 disabled:hover:bg-transparent"
    >
      {label}
      {/* A flex container drops this space visually; screen readers get 'Kommentarer Olästa kommentarer'. */}
      {hasUnread && ' '}
      {hasUnread && (
        <span className="ml-1.5 size-2 rounded-full bg-red-600">
          <span className="sr-only">{t.unreadComments}</span>
        </span>
      )}
    </button>
  )
}
