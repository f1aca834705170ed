/** Staff's e-mail form (backoffice spec §5): orders now, the submissions review next. */
export const adminEmail = {
  to: 'Till',
  toHint: 'E-post skickas bara till kundens egen adress.',
  subject: 'Ämne',
  body: 'Meddelande',
  isHtml: 'HTML-format',
  isHtmlHint: 'Meddelandet skickas som HTML (rensas från skript) med en textversion.',
  templates: 'Snabbmallar',
  send: 'Skicka e-post',
  required: 'Alla fält måste fyllas i.',
  sent: 'E-post skickad.',
  failed: 'Fel vid skickande av e-post.',
  /** A sent mail's message, folded away in the list of sent mails. */
  showMessage: 'Visa meddelande',
} as const
