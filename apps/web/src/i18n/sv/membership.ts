/** Membership: the subscribe tab, ending a membership and the return page from the payment provider. */
export const membership = {
  title: 'Medlemskap',
  intro:
    'Med ett medlemskap kan du beställa plagg med dina poäng. Frakten är fri och inga extra avgifter tillkommer.',
  loadFailed: 'Kunde inte hämta ditt medlemskap. Försök igen.',
  retry: 'Försök igen',

  active: 'Ditt medlemskap är aktivt.',
  statusLabel: 'Status',
  statusActive: 'Aktivt',
  statusEnding: 'Aktivt, avslutas',
  renews: 'Förnyas',
  ends: 'Gäller till och med',
  providerTest: 'Testmedlemskap (inget kort har debiterats)',
  endingNotice: 'Medlemskapet förnyas inte. Du kan handla fram till slutdatumet.',

  cancel: 'Avsluta medlemskap',
  cancelTitle: 'Vill du avsluta ditt medlemskap?',
  cancelStripe: (date: string) =>
    `Medlemskapet förnyas inte och gäller till och med ${date}. Därefter kan du inte beställa produkter.`,
  cancelTest: 'Testmedlemskapet avslutas direkt och du kan inte längre beställa produkter.',
  cancelConfirm: 'Ja, avsluta',
  cancelKeep: 'Behåll medlemskapet',
  cancelled: 'Ditt medlemskap har avslutats.',
  cancelFailed: 'Kunde inte avsluta medlemskapet. Försök igen.',

  become: 'Bli medlem',
  checkoutLoadFailed: 'Kunde inte ladda betalningen. Ladda om sidan och försök igen.',
  testBadge: 'Testläge',
  testTitle: 'Testbetalning',
  testExplain:
    'Betalning med kort är inte aktiverad på den här servern. Här startar du ett testmedlemskap: inget kort debiteras och inga kortuppgifter efterfrågas eller skickas någonstans.',
  testPeriod: 'Testmedlemskapet gäller i en månad.',
  start: 'Starta medlemskap',
  starting: 'Startar medlemskap…',
  startFailed: 'Kunde inte starta medlemskapet. Försök igen.',

  returnTitle: 'Tack för ditt medlemskap!',
  returnText: 'Ditt medlemskap är nu aktivt. Nu kan du beställa plagg med dina poäng.',
  returnPending: 'Betalningen är klar. Ditt medlemskap aktiveras inom kort.',
  returnEmail: (email: string) => `Medlemskapet gäller kontot ${email}.`,
  toShop: 'Till butiken',
  toAccount: 'Till Mina sidor',
  processing: 'Betalningen behandlas…',
  processingHint: 'Det här tar oftast bara några sekunder. Stäng inte sidan.',
  errorTitle: 'Något gick fel',
  missingSessionId: 'Saknar sessions-ID. Försök igen eller kontakta support.',
  statusFailed: 'Kunde inte hämta betalningsstatus.',
  expired: 'Betalningssessionen har gått ut. Starta en ny betalning.',
  tryAgain: 'Försök igen',
  contactSupport: 'Kontakta support',
} as const
