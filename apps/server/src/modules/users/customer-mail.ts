import { renderLinkMail } from '../../core/mail/templates.js'

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

/**
 * The mail to the owner of an address someone tried to register again: registration answers the
 * same for a taken address (it must not tell who has an account), so the owner hears it here.
 * Links to the lost-password page, `${PUBLIC_URL}/lost-password`.
 */
export function registrationAttemptMail(m: Parameters<typeof welcomeByStaffMail>[0]) {
  return renderLinkMail(m.to, m.link, m.shopName, {
    subject: `Någon försökte skapa ett konto med din e-postadress hos ${m.shopName}`,
    greeting: `Hej ${m.firstName}!`,
    paragraphs: [
      `Någon försökte nyss skapa ett konto hos ${m.shopName} med din e-postadress. Du har redan ett konto hos oss, så inget nytt konto skapades.`,
      'Var det du? Logga in med ditt lösenord som vanligt. Har du glömt det kan du välja ett nytt via länken nedan.',
    ],
    button: 'Återställ lösenord',
    footer: 'Var det inte du kan du bortse från det här mejlet; ditt konto är oförändrat.',
  })
}
