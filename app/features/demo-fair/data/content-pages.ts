import type { Locale } from "~/lib/locales";

// The demo fair's content pages and regions (docs/product/content-pages.md),
// written in each language rather than copied from English: the data privacy
// policy the contact form links to, the thank-you page after a message, the
// home page's hero and the footer.

export interface DemoContentPage {
  slug: string;
  kind: "page" | "region";
  texts: Record<Locale, { title: string; body: string }>;
}

export const DEMO_CONTENT_PAGES: DemoContentPage[] = [
  {
    slug: "privacy",
    kind: "page",
    texts: {
      en: {
        title: "Data privacy policy",
        body: `When you send a message to an exhibitor's contact, we pass your name, your e-mail address and your message to that exhibitor, so that they can answer you. We keep the message for twelve months after the fair, then delete it.

## What we store

- your account: name, e-mail address and the password's hash;
- your bookmarks, lists and tasting notes, which only you can see;
- the messages and sample requests you send to exhibitors.

## Your rights

You may ask us at any time what we store about you, have it corrected or deleted, and withdraw your consent to a message being passed on. Write to privacy@uncork.example.

We use no advertising cookies and share no data with other companies.`,
      },
      de: {
        title: "Datenschutzerklärung",
        body: `Wenn Sie einem Ansprechpartner eines Ausstellers eine Nachricht senden, geben wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht an diesen Aussteller weiter, damit er Ihnen antworten kann. Wir bewahren die Nachricht zwölf Monate nach der Messe auf und löschen sie dann.

## Was wir speichern

- Ihr Konto: Name, E-Mail-Adresse und den Hash Ihres Passworts;
- Ihre Merkliste, Listen und Verkostungsnotizen, die nur Sie sehen;
- die Nachrichten und Musteranfragen, die Sie an Aussteller senden.

## Ihre Rechte

Sie können jederzeit Auskunft darüber verlangen, was wir über Sie speichern, es berichtigen oder löschen lassen und Ihre Einwilligung in die Weitergabe einer Nachricht widerrufen. Schreiben Sie an privacy@uncork.example.

Wir verwenden keine Werbe-Cookies und geben keine Daten an andere Unternehmen weiter.`,
      },
      fr: {
        title: "Politique de confidentialité",
        body: `Lorsque vous envoyez un message au contact d'un exposant, nous transmettons votre nom, votre adresse e-mail et votre message à cet exposant, afin qu'il puisse vous répondre. Nous conservons le message douze mois après le salon, puis nous le supprimons.

## Ce que nous conservons

- votre compte : nom, adresse e-mail et l'empreinte de votre mot de passe ;
- vos favoris, listes et notes de dégustation, que vous seul pouvez voir ;
- les messages et demandes d'échantillons que vous envoyez aux exposants.

## Vos droits

Vous pouvez à tout moment nous demander ce que nous conservons à votre sujet, le faire corriger ou supprimer, et retirer votre consentement à la transmission d'un message. Écrivez à privacy@uncork.example.

Nous n'utilisons aucun cookie publicitaire et ne partageons aucune donnée avec d'autres entreprises.`,
      },
      es: {
        title: "Política de privacidad",
        body: `Cuando envías un mensaje al contacto de un expositor, le pasamos tu nombre, tu dirección de correo electrónico y tu mensaje para que pueda responderte. Guardamos el mensaje durante doce meses después de la feria y luego lo borramos.

## Qué guardamos

- tu cuenta: nombre, dirección de correo electrónico y el hash de tu contraseña;
- tus marcadores, listas y notas de cata, que solo tú puedes ver;
- los mensajes y las solicitudes de muestras que envías a los expositores.

## Tus derechos

Puedes preguntarnos en cualquier momento qué guardamos sobre ti, pedir que lo corrijamos o lo borremos y retirar tu consentimiento para que se transmita un mensaje. Escribe a privacy@uncork.example.

No usamos cookies publicitarias ni compartimos datos con otras empresas.`,
      },
      it: {
        title: "Informativa sulla privacy",
        body: `Quando invii un messaggio al contatto di un espositore, trasmettiamo a quell'espositore il tuo nome, il tuo indirizzo e-mail e il tuo messaggio, perché possa risponderti. Conserviamo il messaggio per dodici mesi dopo la fiera, poi lo cancelliamo.

## Che cosa conserviamo

- il tuo account: nome, indirizzo e-mail e l'hash della password;
- i tuoi preferiti, elenchi e note di degustazione, che vedi solo tu;
- i messaggi e le richieste di campioni che invii agli espositori.

## I tuoi diritti

Puoi chiederci in qualsiasi momento che cosa conserviamo su di te, farlo correggere o cancellare e revocare il consenso alla trasmissione di un messaggio. Scrivi a privacy@uncork.example.

Non usiamo cookie pubblicitari e non condividiamo dati con altre aziende.`,
      },
    },
  },
  {
    slug: "thank-you",
    kind: "page",
    texts: {
      en: {
        title: "Thank you for your message",
        body: "Your message is on its way to the exhibitor, who will answer you by e-mail. In the meantime, keep browsing the [catalogue](/en/catalog).",
      },
      de: {
        title: "Vielen Dank für Ihre Nachricht",
        body: "Ihre Nachricht ist auf dem Weg zum Aussteller, der Ihnen per E-Mail antworten wird. Stöbern Sie in der Zwischenzeit weiter im [Katalog](/de/catalog).",
      },
      fr: {
        title: "Merci pour votre message",
        body: "Votre message est en route vers l'exposant, qui vous répondra par e-mail. En attendant, continuez à parcourir le [catalogue](/fr/catalog).",
      },
      es: {
        title: "Gracias por tu mensaje",
        body: "Tu mensaje va de camino al expositor, que te responderá por correo electrónico. Mientras tanto, sigue explorando el [catálogo](/es/catalog).",
      },
      it: {
        title: "Grazie per il tuo messaggio",
        body: "Il tuo messaggio è in viaggio verso l'espositore, che ti risponderà via e-mail. Nel frattempo continua a sfogliare il [catalogo](/it/catalog).",
      },
    },
  },
  {
    slug: "home-hero",
    kind: "region",
    texts: {
      en: {
        title: "Wine, beer and spirits fairs",
        body: "Meet the winemakers, brewers and distillers of our fairs: browse their exhibitors, producers and products, bookmark what you want to taste and book your meetings before you arrive.",
      },
      de: {
        title: "Messen für Wein, Bier und Spirituosen",
        body: "Lernen Sie die Winzer, Brauer und Brenner unserer Messen kennen: Stöbern Sie in Ausstellern, Erzeugern und Produkten, merken Sie sich, was Sie verkosten möchten, und vereinbaren Sie Ihre Termine vor der Anreise.",
      },
      fr: {
        title: "Salons des vins, bières et spiritueux",
        body: "Rencontrez les vignerons, brasseurs et distillateurs de nos salons : parcourez leurs exposants, producteurs et produits, mettez de côté ce que vous voulez déguster et prenez vos rendez-vous avant d'arriver.",
      },
      es: {
        title: "Ferias de vino, cerveza y licores",
        body: "Conoce a los viticultores, cerveceros y destiladores de nuestras ferias: explora sus expositores, productores y productos, guarda lo que quieres catar y reserva tus reuniones antes de llegar.",
      },
      it: {
        title: "Fiere di vino, birra e distillati",
        body: "Incontra i vignaioli, i birrai e i distillatori delle nostre fiere: sfoglia espositori, produttori e prodotti, segna ciò che vuoi degustare e prenota i tuoi appuntamenti prima di arrivare.",
      },
    },
  },
  {
    slug: "footer",
    kind: "region",
    texts: {
      en: {
        title: "",
        body: "Uncork — the catalogue and meeting place of wine, beer and spirits fairs. [Data privacy policy](/en/pages/privacy)",
      },
      de: {
        title: "",
        body: "Uncork — der Katalog und Treffpunkt der Messen für Wein, Bier und Spirituosen. [Datenschutzerklärung](/de/pages/privacy)",
      },
      fr: {
        title: "",
        body: "Uncork — le catalogue et le lieu de rencontre des salons des vins, bières et spiritueux. [Politique de confidentialité](/fr/pages/privacy)",
      },
      es: {
        title: "",
        body: "Uncork — el catálogo y punto de encuentro de las ferias de vino, cerveza y licores. [Política de privacidad](/es/pages/privacy)",
      },
      it: {
        title: "",
        body: "Uncork — il catalogo e il luogo d'incontro delle fiere di vino, birra e distillati. [Informativa sulla privacy](/it/pages/privacy)",
      },
    },
  },
];
