import { faq } from './content-faq'
import { guidePage } from './content-guide'
import { terms } from './content-terms'

/** The six steps the home, about and guide pages share (spec §1). */
const sixSteps = {
  heading: 'Sex steg till nya kläder',
  lead: 'Från garderob till garderob – så här går ett byte till.',
  step: 'Steg',
  steps: [
    {
      title: 'Skapa en inlämning',
      text: 'Logga in och skapa ett inlämningsärende under Mina sidor. Beskriv plaggen och ladda upp bilder på dem.',
    },
    {
      title: 'Vänta på godkännande',
      text: 'Vi tittar igenom dina plagg. När inlämningen är godkänd får du ett e-postmeddelande med nästa steg.',
    },
    {
      title: 'Skicka plaggen',
      text: 'Packa de godkända plaggen och skicka dem till oss inom 5 arbetsdagar.',
    },
    {
      title: 'Få poäng',
      text: 'När paketet har kommit fram gör vi en ankomstkontroll och sätter in poäng på ditt konto.',
    },
    {
      title: 'Välj nya kläder',
      text: 'Använd poängen i butiken och välj nya favoriter – utan kostnad och med fri frakt.',
    },
    {
      title: 'Hjälp planeten',
      text: 'Varje plagg som används längre sparar vatten, energi och kemikalier. Tillsammans gör vi skillnad.',
    },
  ],
} as const

/** The four-part "how it works" of the home and about pages. */
const howItWorks = {
  heading: 'Så funkar det',
  items: [
    { title: 'Skicka in kläder', text: 'Plagg du inte längre använder får ett nytt hem hos någon annan.' },
    { title: 'Få poäng', text: 'Varje godkänt plagg ger poäng som hamnar direkt på ditt konto.' },
    { title: 'Välj nya kläder', text: 'Handla med poängen – nya plagg till dig, utan kostnad.' },
    {
      title: 'Hjälp planeten',
      text: 'Kläder som används längre betyder mindre nyproduktion och mindre avfall.',
    },
  ],
} as const

/** Texts of the public content pages: home, about, guide, terms, faq, contact and not-found. */
export const content = {
  sixSteps,
  howItWorks,
  home: {
    title: 'Ge dina kläder ett nytt liv',
    hero: {
      eyebrow: 'Byt, spara poäng, förnya garderoben',
      title: 'Ge dina kläder ett nytt liv',
      lead: 'Skicka in plagg du inte längre använder, få poäng för dem och välj kläder du kommer att älska – med fri frakt och utan extra avgifter.',
      shopNow: 'Handla nu',
      howItWorks: 'Hur funkar det?',
    },
    tiles: {
      heading: 'Hitta din avdelning',
      lead: 'Bläddra bland noga utvalda plagg i alla storlekar.',
      explore: 'Utforska',
    },
    about: {
      heading: 'Om oss',
      paragraphs: [
        'Vi tror att kläder förtjänar att användas länge. Därför har vi skapat en plats där garderober möts: det du har växt ur eller tröttnat på blir någon annans nya favorit, och du väljer något nytt i gengäld.',
        'Varje plagg kontrolleras av oss innan det hamnar i butiken, så att du alltid vet vad du får. Inga pengar byter ägare mellan medlemmar – bara poäng, kläder och en god känsla.',
      ],
      readMore: 'Läs mer om oss',
    },
    follow: {
      heading: 'Följ oss på Instagram',
      text: 'Se nyinkomna plagg först, få tips om klädvård och inspiration till hållbara outfits.',
      button: 'Öppna Instagram',
      newTab: '(öppnas i en ny flik)',
      url: 'https://www.instagram.com/',
    },
    member: {
      heading: 'Bli medlem',
      text: 'Som medlem skickar du in kläder, samlar poäng och handlar i butiken. Medlemskapet täcker frakt och hantering – inga extra avgifter tillkommer.',
      button: 'Logga in eller bli medlem',
    },
    createAccount: {
      heading: 'Redo att byta?',
      text: 'Skapa ett konto på några minuter och gör din första inlämning redan i dag.',
      button: 'Skapa konto',
    },
  },
  about: {
    title: 'Om oss',
    heading: 'Om oss',
    lead: 'Vi gör det enkelt att ge kläder ett längre liv – och att förnya garderoben utan att köpa nytt.',
    sustainabilityHeading: 'Hållbarhet på riktigt',
    sustainability: [
      'Textilindustrin är en av världens mest resurskrävande industrier. Att tillverka en enda t-shirt i bomull kan kräva flera tusen liter vatten, och många plagg används bara ett fåtal gånger innan de slängs.',
      'Det mest hållbara plagget är det som redan finns. Genom att byta kläder i stället för att köpa nytt förlänger vi plaggens livslängd, minskar behovet av nyproduktion och håller textilier borta från soporna.',
      'Vi kontrollerar varje plagg för hand, så att det som hamnar i butiken är helt, rent och redo för en ny ägare.',
    ],
    boxesHeading: 'Enkelt och tryggt',
    boxes: {
      shipping: {
        title: 'Fri frakt',
        text: 'Frakten är alltid gratis. Din beställning levereras inom 3–5 arbetsdagar.',
      },
      fees: {
        title: 'Inga avgifter',
        text: 'Inga dolda avgifter eller tillägg. Allt ingår i medlemskapet och plaggen betalas med poäng.',
      },
      payment: {
        title: 'Betalsätt',
        text: 'Medlemskapet betalas säkert med kort via vår betalpartner.',
        accepted: 'Kort vi tar emot',
      },
    },
  },
  guide: guidePage,
  terms,
  faq,
  contact: {
    title: 'Kontakt',
    heading: 'Kontakta oss',
    lead: 'Har du en fråga om en inlämning, en beställning eller ditt medlemskap? Skriv till oss så hjälper vi dig.',
    infoHeading: 'Här finns vi',
    address: 'Adress',
    returnAddress: 'Skicka dina plagg till',
    phone: 'Telefon',
    email: 'E-post',
    hoursHeading: 'Öppettider',
    formHeading: 'Skicka ett meddelande',
    name: 'Namn',
    emailField: 'E-post',
    message: 'Meddelande',
    messagePlaceholder: 'Vad kan vi hjälpa dig med?',
    send: 'Skicka meddelande',
    sending: 'Skickar…',
    required: 'Alla fält behöver fyllas i.',
    success: 'Tack för ditt meddelande! Vi återkommer så snart vi kan.',
    localError: 'Oops! An error occurred and your message could not be sent.',
    /** Shown when the server throttles the form and sends no text of its own. */
    throttled: 'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
  },
  notFound: {
    title: 'Sidan hittades inte',
    heading: 'Oops! Kunde inte hitta sidan!',
    text: 'Sidan du letar efter finns inte längre eller har flyttats. Prova att börja om från startsidan.',
    home: 'Till startsidan',
    login: 'Logga in',
  },
} as const
