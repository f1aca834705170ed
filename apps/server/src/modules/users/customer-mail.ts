import { renderLinkMail } from '../mail/templates.js'

/** The mail to a person staff added ('Lägg till kund'): choose a password through the reset page. */
export function welcomeByStaffMail(m: { to: string; firstName: string; link: string; shopName: string }) {
  return renderLinkMail(m.to, m.link, m.shopName, {
    subject: `Välkommen till ${m.shopName}: välj ditt lösenord`,
    greeting: `Hej ${m.firstName}!`,
    paragraphs: [
      `Vi har skapat ett konto åt dig hos ${m.shopName}. Välj ett lösenord via länken nedan, sedan kan du logga in.`,
      'Länken gäller i sju dagar och kan bara användas en gång.',
    ],
    button: 'Välj lösenord',
    footer: 'Har du inte bett om ett konto hos oss kan du bortse från det här mejlet.',
  })
}
