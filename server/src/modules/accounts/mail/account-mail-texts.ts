import type { Language } from '@crashpad/sync';

/** One e-mail in one language. `{name}`, `{link}`, `{code}`, `{minutes}`, `{hours}`, `{date}`, `{service}`, `{amount}` are filled in. */
export interface MailText {
  subject: string;
  greeting: string;
  /** Paragraphs before the link or code. */
  body: string[];
  /** Label of the button (link mails). */
  action?: string;
  /** Paragraphs after it. */
  footer: string[];
}

export type AccountMailKind = 'verify_email' | 'reset_password' | 'deactivation_code' | 'access_ended' | 'payment_receipt';

/**
 * The greeting without a name: mail to an address nobody has proved yet must not carry text an
 * attacker chose (sign up with someone else's address, pick a "name" that reads like a link).
 */
export const NAMELESS_GREETING: Record<Language, string> = {
  en: 'Hi,',
  de: 'Hallo,',
  fr: 'Bonjour,',
  es: 'Hola:',
  pt: 'Olá,',
};

/** Account e-mails per language (spec 1: en, de, fr, es, pt). */
export const ACCOUNT_MAIL_TEXTS: Record<Language, Record<AccountMailKind, MailText>> = {
  en: {
    verify_email: {
      subject: 'Please confirm your email address',
      greeting: 'Hi {name},',
      body: ['Please confirm that this is your email address for your Crashpad account.'],
      action: 'Confirm email address',
      footer: ['The link works once and expires in {hours} hours.', 'If you did not ask for this, you can ignore this email.'],
    },
    reset_password: {
      subject: 'Reset your password',
      greeting: 'Hi {name},',
      body: ['We received a request to reset the password of your Crashpad account.'],
      action: 'Choose a new password',
      footer: ['The link works once and expires in {minutes} minutes.', 'If you did not ask for this, you can ignore this email; your password stays the same.'],
    },
    deactivation_code: {
      subject: 'Your code to close your account',
      greeting: 'Hi {name},',
      body: ['Enter this code to confirm that you want to close your Crashpad account:'],
      footer: ['The code expires in {minutes} minutes.', 'If you did not ask for this, please change your password.'],
    },
    access_ended: {
      subject: 'Your Crashpad access has ended',
      greeting: 'Hi {name},',
      body: ['Your six months of Crashpad access ended on {date}, so your account is now inactive.', 'Renew it to search for crashpads and message listers again.'],
      action: 'Renew my access',
      footer: ['If you have already renewed, you can ignore this email.'],
    },
    payment_receipt: {
      subject: 'Your Crashpad payment receipt',
      greeting: 'Hi {name},',
      body: ['Thank you: we received your payment of {amount} for {service}.', 'It runs until {date}.'],
      action: 'My services',
      footer: ['Keep this email as your receipt. Questions? Just reply to this email.'],
    },
  },
  de: {
    verify_email: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      greeting: 'Hallo {name},',
      body: ['bitte bestätigen Sie, dass dies die E-Mail-Adresse Ihres Crashpad-Kontos ist.'],
      action: 'E-Mail-Adresse bestätigen',
      footer: ['Der Link funktioniert einmal und läuft in {hours} Stunden ab.', 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.'],
    },
    reset_password: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      greeting: 'Hallo {name},',
      body: ['wir haben eine Anfrage erhalten, das Passwort Ihres Crashpad-Kontos zurückzusetzen.'],
      action: 'Neues Passwort wählen',
      footer: ['Der Link funktioniert einmal und läuft in {minutes} Minuten ab.', 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.'],
    },
    deactivation_code: {
      subject: 'Ihr Code zum Schließen Ihres Kontos',
      greeting: 'Hallo {name},',
      body: ['geben Sie diesen Code ein, um zu bestätigen, dass Sie Ihr Crashpad-Konto schließen möchten:'],
      footer: ['Der Code läuft in {minutes} Minuten ab.', 'Wenn Sie das nicht angefordert haben, ändern Sie bitte Ihr Passwort.'],
    },
    access_ended: {
      subject: 'Ihr Crashpad-Zugang ist abgelaufen',
      greeting: 'Hallo {name},',
      body: ['Ihre sechs Monate Crashpad-Zugang sind am {date} abgelaufen, daher ist Ihr Konto jetzt inaktiv.', 'Verlängern Sie ihn, um wieder Crashpads zu suchen und Vermietern zu schreiben.'],
      action: 'Zugang verlängern',
      footer: ['Wenn Sie bereits verlängert haben, können Sie diese E-Mail ignorieren.'],
    },
    payment_receipt: {
      subject: 'Ihre Crashpad-Zahlungsbestätigung',
      greeting: 'Hallo {name},',
      body: ['vielen Dank: Wir haben Ihre Zahlung von {amount} für {service} erhalten.', 'Sie gilt bis {date}.'],
      action: 'Meine Leistungen',
      footer: ['Bewahren Sie diese E-Mail als Beleg auf. Fragen? Antworten Sie einfach auf diese E-Mail.'],
    },
  },
  fr: {
    verify_email: {
      subject: 'Merci de confirmer votre adresse e-mail',
      greeting: 'Bonjour {name},',
      body: ['Merci de confirmer qu’il s’agit bien de l’adresse e-mail de votre compte Crashpad.'],
      action: 'Confirmer l’adresse e-mail',
      footer: ['Le lien ne fonctionne qu’une fois et expire dans {hours} heures.', 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.'],
    },
    reset_password: {
      subject: 'Réinitialisez votre mot de passe',
      greeting: 'Bonjour {name},',
      body: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Crashpad.'],
      action: 'Choisir un nouveau mot de passe',
      footer: ['Le lien ne fonctionne qu’une fois et expire dans {minutes} minutes.', 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.'],
    },
    deactivation_code: {
      subject: 'Votre code pour fermer votre compte',
      greeting: 'Bonjour {name},',
      body: ['Saisissez ce code pour confirmer la fermeture de votre compte Crashpad :'],
      footer: ['Le code expire dans {minutes} minutes.', 'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe.'],
    },
    access_ended: {
      subject: 'Votre accès à Crashpad a pris fin',
      greeting: 'Bonjour {name},',
      body: ['Vos six mois d’accès à Crashpad ont pris fin le {date} : votre compte est désormais inactif.', 'Renouvelez-le pour chercher de nouveau des crashpads et écrire aux loueurs.'],
      action: 'Renouveler mon accès',
      footer: ['Si vous avez déjà renouvelé, ignorez cet e-mail.'],
    },
    payment_receipt: {
      subject: 'Votre reçu de paiement Crashpad',
      greeting: 'Bonjour {name},',
      body: ['Merci : nous avons bien reçu votre paiement de {amount} pour {service}.', 'Il est valable jusqu\'au {date}.'],
      action: 'Mes services',
      footer: ['Conservez cet e-mail comme reçu. Des questions ? Répondez simplement à cet e-mail.'],
    },
  },
  es: {
    verify_email: {
      subject: 'Confirma tu dirección de correo electrónico',
      greeting: 'Hola {name}:',
      body: ['Confirma que esta es la dirección de correo de tu cuenta de Crashpad.'],
      action: 'Confirmar correo electrónico',
      footer: ['El enlace funciona una sola vez y caduca en {hours} horas.', 'Si no lo has solicitado, puedes ignorar este correo.'],
    },
    reset_password: {
      subject: 'Restablece tu contraseña',
      greeting: 'Hola {name}:',
      body: ['Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Crashpad.'],
      action: 'Elegir una nueva contraseña',
      footer: ['El enlace funciona una sola vez y caduca en {minutes} minutos.', 'Si no lo has solicitado, puedes ignorar este correo; tu contraseña no cambia.'],
    },
    deactivation_code: {
      subject: 'Tu código para cerrar tu cuenta',
      greeting: 'Hola {name}:',
      body: ['Introduce este código para confirmar que quieres cerrar tu cuenta de Crashpad:'],
      footer: ['El código caduca en {minutes} minutos.', 'Si no lo has solicitado, cambia tu contraseña.'],
    },
    access_ended: {
      subject: 'Tu acceso a Crashpad ha terminado',
      greeting: 'Hola {name}:',
      body: ['Tus seis meses de acceso a Crashpad terminaron el {date}, así que tu cuenta está ahora inactiva.', 'Renuévalo para volver a buscar crashpads y escribir a los anfitriones.'],
      action: 'Renovar mi acceso',
      footer: ['Si ya lo has renovado, puedes ignorar este correo.'],
    },
    payment_receipt: {
      subject: 'Tu recibo de pago de Crashpad',
      greeting: 'Hola {name}:',
      body: ['Gracias: hemos recibido tu pago de {amount} por {service}.', 'Es válido hasta el {date}.'],
      action: 'Mis servicios',
      footer: ['Guarda este correo como recibo. ¿Preguntas? Responde a este correo.'],
    },
  },
  pt: {
    verify_email: {
      subject: 'Confirme o seu endereço de e-mail',
      greeting: 'Olá {name},',
      body: ['Confirme que este é o endereço de e-mail da sua conta Crashpad.'],
      action: 'Confirmar e-mail',
      footer: ['A ligação funciona uma vez e expira dentro de {hours} horas.', 'Se não fez este pedido, pode ignorar este e-mail.'],
    },
    reset_password: {
      subject: 'Redefina a sua palavra-passe',
      greeting: 'Olá {name},',
      body: ['Recebemos um pedido para redefinir a palavra-passe da sua conta Crashpad.'],
      action: 'Escolher uma nova palavra-passe',
      footer: ['A ligação funciona uma vez e expira dentro de {minutes} minutos.', 'Se não fez este pedido, pode ignorar este e-mail; a sua palavra-passe mantém-se.'],
    },
    deactivation_code: {
      subject: 'O seu código para encerrar a conta',
      greeting: 'Olá {name},',
      body: ['Introduza este código para confirmar que pretende encerrar a sua conta Crashpad:'],
      footer: ['O código expira dentro de {minutes} minutos.', 'Se não fez este pedido, altere a sua palavra-passe.'],
    },
    access_ended: {
      subject: 'O seu acesso ao Crashpad terminou',
      greeting: 'Olá {name},',
      body: ['Os seus seis meses de acesso ao Crashpad terminaram em {date}, por isso a sua conta está agora inativa.', 'Renove-o para voltar a procurar crashpads e enviar mensagens aos anfitriões.'],
      action: 'Renovar o meu acesso',
      footer: ['Se já renovou, pode ignorar este e-mail.'],
    },
    payment_receipt: {
      subject: 'O seu recibo de pagamento Crashpad',
      greeting: 'Olá {name},',
      body: ['Obrigado: recebemos o seu pagamento de {amount} por {service}.', 'É válido até {date}.'],
      action: 'Os meus serviços',
      footer: ['Guarde este e-mail como recibo. Dúvidas? Basta responder a este e-mail.'],
    },
  },
};
