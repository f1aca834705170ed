/** The chat between a member and staff (backoffice spec §2.1, §4, §8), shared by both sides. */
export const chat = {
  empty: 'Inga meddelanden än. Starta en konversation!',
  placeholder: 'Skriv ett meddelande...',
  inputLabel: 'Meddelande',
  send: 'Skicka',
  own: 'Du',
  admin: 'Admin',
  customer: 'Kunden',
  delete: 'Ta bort',
  deleteLabel: (time: string) => `Ta bort ditt meddelande från ${time}`,
  newMessages: 'Nya meddelanden',
  loading: 'Hämtar meddelanden…',
  unread: (n: number) => (n === 1 ? '1 oläst meddelande' : `${n} olästa meddelanden`),
  /** Spec §8, copied as written (the member's side is in English there). */
  sendFailed: 'Failed to send message. Please try again.',
  commentFailed: 'Failed to send comment. Please try again.',
  commentFailedStaff: 'Kunde inte skicka kommentar. Försök igen.',
  /** Staff's submission chat: §8 only logs it, but a lost reply must not pass unnoticed. */
  messageFailedStaff: 'Kunde inte skicka meddelandet. Försök igen.',
  comments: 'Kommentarer',
  unreadComments: 'Olästa kommentarer',
  commentsTitle: (condition: string, position: number) =>
    `Kommentarer för artikel: ${condition} (${position})`,
  commentsLog: (position: number) => `Kommentarer för artikel ${position}`,
  close: 'Stäng',
} as const
