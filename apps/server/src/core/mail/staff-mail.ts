import type { SentEmailDto } from '@kladbyte/contract'
import sanitizeHtml from 'sanitize-html'
import type { DbOrTx } from '../../db/client.js'
import { badRequest } from '../../lib/errors.js'
import { enqueueMail, type Mail } from './outbox.js'
import { escapeHtml } from './templates.js'

/** What staff write in the e-mail form (orders now, the submissions review next). */
export interface StaffMailInput {
  to: string
  subject: string
  body: string
  isHtml: boolean
}

/** Staff mails go to the customer's own address only (ADR 047). */
export const NOT_CUSTOMER_ADDRESS = 'Mejlet kan bara skickas till kundens egen e-postadress.'

/**
 * The only images a staff mail keeps: raster pictures inside the mail itself. A remote image
 * (http(s), protocol-relative, anything fetched when the mail is opened) tells whoever runs its
 * server that, when and from where the customer read the mail — a tracking pixel in our name. A
 * `cid:` image needs an attachment, and staff mails have none. SVG stays out: it is a document.
 */
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i

/**
 * A safe subset for staff-written HTML: text formatting, lists, tables, inline images and
 * http(s)/mailto links. Scripts, styles, forms and every `on*` attribute are dropped (sanitize-html
 * keeps only the listed attributes; no `style` or `background`, so no CSS `url(…)` can fetch
 * anything either), and `javascript:` URLs are removed by the scheme list.
 */
const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // An image whose source is not inline goes altogether (not left as an empty frame).
  exclusiveFilter: (frame) => frame.tag === 'img' && !INLINE_IMAGE.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
}

/** Staff HTML cut down to the safe subset. */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, SAFE_HTML)
}

/** The plain-text part of an HTML body: tags dropped, block ends as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<(br|\/p|\/div|\/li|\/h[1-4]|\/tr)\b[^>]*>/gi, '\n')
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
  return text
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The mail as sent: HTML sanitised (or the text escaped into HTML), always with a plain-text part. */
export function renderStaffMail(input: StaffMailInput): Mail {
  if (input.isHtml) {
    const html = sanitizeStaffHtml(input.body)
    return { to: input.to, subject: input.subject, html, text: htmlToText(html) }
  }
  const html = input.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n')
  return { to: input.to, subject: input.subject, html, text: input.body }
}

/** What a mail record keeps of the message: the body as sent (the sanitised HTML, or the text) and its kind. */
export interface SentBody {
  body: string
  isHtml: boolean
}

/**
 * Queues a staff mail to the customer in the caller's transaction and records it with `record`,
 * given the recipient and body as sent (each owner keeps its own log table: order_emails,
 * submission_emails), so the log and the outbox agree. The form's `to` stays in the contract, but
 * a staff account must not be a way to send mail in the shop's name to anyone (ADR 047): any other
 * address is refused (400) rather than silently replaced, so staff are never misled.
 */
export async function sendStaffMail<T>(
  tx: DbOrTx,
  input: StaffMailInput,
  customerEmail: string,
  record: (tx: DbOrTx, sent: SentBody & { to: string }) => Promise<T>,
): Promise<T> {
  if (input.to.trim().toLowerCase() !== customerEmail.trim().toLowerCase())
    throw badRequest(NOT_CUSTOMER_ADDRESS)
  const mail = renderStaffMail({ ...input, to: customerEmail })
  await enqueueMail(tx, mail)
  return record(tx, { to: mail.to, body: input.isHtml ? mail.html : mail.text, isHtml: input.isHtml })
}

/** The plain-text part the outbox got for a recorded body (the same conversion as when it was sent). */
export const sentMailText = ({ body, isHtml }: SentBody): string => (isHtml ? htmlToText(body) : body)

/** A recorded staff mail as the order and submission detail pages list it. */
export function toSentEmailDto(row: {
  id: string
  to: string
  subject: string
  sentBy: string
  createdAt: Date
  body: string
  isHtml: boolean
}): SentEmailDto {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    sentBy: row.sentBy,
    created: row.createdAt.toISOString(),
    body: row.body,
    isHtml: row.isHtml,
    text: sentMailText(row),
  }
}
