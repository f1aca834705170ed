/**
 * Staff's review of one submission (backoffice spec §2.2 'Admin submission detail', §5, §8, and
 * issue 18: arrival, points, product from item). Kept apart from the list's texts so the list and
 * the detail can grow without touching each other.
 */
export const adminSubmissionReview = {
  customer: {
    heading: 'Kund',
    name: 'Namn',
    email: 'E-post',
    phone: 'Telefon',
    /** Spec §2.2: the member's account is gone. */
    missing: 'Kunddata ej tillgänglig',
    /** Spec §8: the customer could not be read. */
    loadFailed: 'Kunde inte ladda kundinformation',
  },
  reviewerNotes: {
    label: 'Personalens kommentarer',
    hint: 'Kunden ser kommentaren på sin inlämning.',
    save: 'Spara kommentar',
    saved: 'Kommentaren är sparad.',
  },
  priority: {
    label: 'Prioritet',
    options: { '': 'Ej angiven', hög: 'Hög', medium: 'Medium', låg: 'Låg' } as Record<string, string>,
    saved: (label: string) => `Prioritet ändrad till ${label}.`,
  },
  status: {
    label: 'Ändra status',
    update: 'Uppdatera status',
    changed: (label: string) => `Status ändrad till ${label}.`,
  },
  email: {
    heading: 'Skicka e-post',
    sent: 'Skickade e-postmeddelanden',
    none: 'Inga e-postmeddelanden har skickats.',
    sentLine: (by: string, when: string) => `${when} av ${by}`,
  },
  /** Spec §5: the four quick templates; the body names the member and the reference. */
  templates: {
    received: {
      label: 'Inlämning mottagen',
      subject: (ref: string) => `Vi har tagit emot din inlämning ${ref}`,
      body: (name: string, ref: string) =>
        `Hej ${name}!\n\nTack för din inlämning ${ref}. Vi har tagit emot den och går igenom plaggen så snart vi kan. Du ser besked om varje plagg under Mina sidor → Inlämningar.\n\nVänliga hälsningar\nKlädbyte`,
    },
    processing: {
      label: 'Inlämning behandlas',
      subject: (ref: string) => `Din inlämning ${ref} behandlas`,
      body: (name: string, ref: string) =>
        `Hej ${name}!\n\nVi granskar nu plaggen i din inlämning ${ref}. Har vi frågor skriver vi till dig i chatten på inlämningen.\n\nVänliga hälsningar\nKlädbyte`,
    },
    completed: {
      label: 'Inlämning slutförd',
      subject: (ref: string) => `Din inlämning ${ref} är färdigbehandlad`,
      body: (name: string, ref: string) =>
        `Hej ${name}!\n\nVi har granskat din inlämning ${ref}. Under Mina sidor → Inlämningar ser du vilka plagg vi tar emot och hur du skickar dem till oss. Poängen sätts in när plaggen har kommit fram.\n\nVänliga hälsningar\nKlädbyte`,
    },
    cancelled: {
      label: 'Inlämning avbruten',
      subject: (ref: string) => `Din inlämning ${ref} är avbruten`,
      body: (name: string, ref: string) =>
        `Hej ${name}!\n\nDin inlämning ${ref} är avbruten. Hör gärna av dig om du har frågor, eller skapa en ny inlämning när du vill.\n\nVänliga hälsningar\nKlädbyte`,
    },
  },
  item: {
    created: 'Skapad',
    updated: 'Uppdaterad',
    enlarge: (item: number, n: number) => `Förstora bild ${n} av föremål ${item}`,
    imageTitle: (item: number, n: number) => `Föremål ${item}, bild ${n}`,
    imageAlt: (item: number, n: number) => `Bild ${n} av föremål ${item}`,
    received: 'Mottagen',
    credited: (points: string) => `${points} insatta`,
    createProduct: 'Skapa produkt',
    showProduct: 'Visa produkt',
    productFailed: 'Kunde inte skapa produkten. Försök igen.',
  },
  review: {
    legend: (n: number) => `Granskning av föremål ${n}`,
    approval: 'Granskning',
    category: 'Kategori',
    noCategory: 'Välj kategori',
    points: 'Poäng',
    pointsHint: (points: string) => `Poängguiden: ${points}`,
    save: 'Spara granskning',
    saved: (n: number) => `Granskningen av föremål ${n} är sparad.`,
    pointsRequired: 'Ange poäng för ett godkänt plagg.',
    lockedHint: 'Poängen är insatta; granskningen kan inte ändras.',
  },
  receive: {
    open: 'Ta emot',
    title: 'Ta emot plagg',
    description: 'Markera de godkända plagg som har kommit fram. Poängen sätts in hos kunden direkt.',
    none: 'Inga godkända plagg väntar på att tas emot.',
    pointsFor: (n: number) => `Poäng för föremål ${n}`,
    confirm: 'Sätt in poäng',
    cancel: 'Avbryt',
    chooseOne: 'Välj minst en artikel som har kommit in.',
    done: (points: string) => `${points} insatta`,
    nothingNew: 'Plaggen var redan mottagna; inga nya poäng sattes in.',
  },
  creditedLabel: 'Insatta poäng',
  creditedTotal: (points: string) => `Insatta poäng: ${points}`,
  /** Spec §8 has no text for these staff failures; ours say what failed. */
  errors: {
    save: 'Kunde inte spara ändringen. Försök igen.',
    status: 'Kunde inte uppdatera status.',
    receive: 'Kunde inte ta emot plaggen. Försök igen.',
  },
} as const
