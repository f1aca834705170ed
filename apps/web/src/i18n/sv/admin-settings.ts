/** The shop's details form (/admin/settings); read only by the lazy settings page. */
export const adminSettings = {
  title: 'Inställningar',
  lead: 'Butikens uppgifter visas i sidfoten, på kontaktsidan och i instruktionerna när en medlem ska skicka in sina plagg.',
  fields: {
    shopName: 'Butikens namn',
    address: 'Adress',
    returnAddress: 'Returadress för inlämningar',
    returnAddressHint: 'Dit medlemmarna skickar sina paket.',
    phone: 'Telefon',
    email: 'E-postadress',
    openingHours: 'Öppettider',
    openingHoursHint: 'En rad per tid, till exempel ”Mån–fre 09:00–18:00”.',
  },
  usingDefaults: 'Uppgifterna kommer från serverns standardinställningar tills du sparar.',
  lastSaved: (when: string) => `Senast sparad ${when}.`,
  save: 'Spara inställningar',
  saving: 'Sparar…',
  saved: 'Inställningarna har sparats.',
  saveFailed: 'Det gick inte att spara inställningarna. Försök igen.',
  loadFailed: 'Inställningarna kunde inte hämtas. Försök igen om en stund.',
} as const
