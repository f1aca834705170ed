import type { Mail } from '../../core/mail/outbox.js'
import { escapeHtml } from '../../core/mail/templates.js'
import type { NewContactMessage } from './contact.repository.js'

/** The mail to the staff inbox for one contact-form message. Everything the visitor typed is escaped. */
export function contactMail(to: string, shopName: string, msg: NewContactMessage): Mail {
  // A subject is a header: collapse line breaks so a name cannot add lines to it.
  const subject = `Nytt meddelande via kontaktformuläret från ${msg.name}`.replace(/\s+/g, ' ')
  const text = [
    `Nytt meddelande via kontaktformuläret på ${shopName}.`,
    '',
    `Namn: ${msg.name}`,
    `E-post: ${msg.email}`,
    `Svara till: ${msg.email}`,
    '',
    msg.message,
  ].join('\n')
  const e = {
    name: escapeHtml(msg.name),
    email: escapeHtml(msg.email),
    message: escapeHtml(msg.message).replace(/\r?\n/g, '<br>'),
    mailto: escapeHtml(`mailto:${encodeURIComponent(msg.email)}`),
  }
  const html = `<p>Nytt meddelande via kontaktformuläret på ${escapeHtml(shopName)}.</p>
<p><strong>Namn:</strong> ${e.name}<br>
<strong>E-post:</strong> ${e.email}<br>
<strong>Svara till:</strong> <a href="${e.mailto}">${e.email}</a></p>
<blockquote style="border-left:3px solid #047857;margin:0;padding-left:12px">${e.message}</blockquote>`
  return { to, subject, text, html }
}
