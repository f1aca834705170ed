import { renderLinkMail } from '../../core/mail/templates.js'

/** The confirmation to the old address, queued in the deletion's transaction (its last mail there). */
export function accountDeletedMail(m: { to: string; firstName: string; shopUrl: string; shopName: string }) {
  return renderLinkMail(m.to, m.shopUrl, m.shopName, {
    subject: `Ditt konto hos ${m.shopName} är raderat`,
    greeting: `Hej ${m.firstName}!`,
    paragraphs: [
      `Ditt konto hos ${m.shopName} är nu raderat. Dina personuppgifter, bilder och meddelanden är borttagna och du kan inte längre logga in.`,
      'Dina beställningar och din poänghistorik sparas utan namn och kontaktuppgifter, eftersom vi måste kunna visa vår bokföring.',
    ],
    button: 'Till butiken',
    footer: 'Har du inte raderat kontot själv? Kontakta oss genom att svara på det här mejlet.',
  })
}
