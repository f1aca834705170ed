import { content } from '../../../i18n/sv/content'

/** Card brands accepted for the membership, drawn as simple badges (the spec shows an image). */
export function PaymentBadges() {
  return (
    <ul aria-label={content.about.boxes.payment.accepted} className="flex flex-wrap items-center gap-2">
      <li>
        <svg viewBox="0 0 64 40" className="h-9 w-14" role="img" aria-label="Visa">
          <rect width="64" height="40" rx="6" fill="#1a1f71" />
          <text
            x="32"
            y="26"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="15"
            fontStyle="italic"
            fontWeight="700"
            fill="#fff"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 64 40" className="h-9 w-14" role="img" aria-label="Mastercard">
          <rect width="64" height="40" rx="6" fill="#fff" stroke="#d6d3d1" />
          <circle cx="26" cy="20" r="10" fill="#eb001b" />
          <circle cx="38" cy="20" r="10" fill="#f79e1b" />
          <path d="M32 12a10 10 0 0 1 0 16 10 10 0 0 1 0-16Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 64 40" className="h-9 w-14" role="img" aria-label="American Express">
          <rect width="64" height="40" rx="6" fill="#006fcf" />
          <text
            x="32"
            y="25"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="11"
            fontWeight="700"
            fill="#fff"
          >
            AMEX
          </text>
        </svg>
      </li>
    </ul>
  )
}
