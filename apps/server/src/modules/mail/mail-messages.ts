import { paths, type PasswordTokenPurpose } from '@oece/contracts';
import { formatDay, limaDay, MEMBERSHIP_LABELS, type MembershipLevel } from '@oece/domain';

/**
 * Where the token of a link to set a password goes in a stored body: the token itself is kept apart,
 * only until the message is sent, and the outbox shows it masked.
 */
export const TOKEN_PLACEHOLDER = '{{token}}';
export const MASKED_TOKEN = '••••••••';

export interface MessageDraft {
  subject: string;
  text: string;
  html: string;
}

export interface Site {
  brandName: string;
  origin: string;
  supportEmail: string;
}

/** A link the message itself builds: the only thing that becomes `<a>` in the HTML. */
interface Link {
  label: string;
  url: string;
}

/** A paragraph: text (a line break stays one) and the message's own links. */
type Paragraph = string | (string | Link)[];

const link = (label: string, url: string): Link => ({ label, url });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Plain text and its HTML twin from the same paragraphs. Text from data (an address, a username) is
 * escaped and never read as markup: whatever it looks like, only `link(…)` parts become links.
 */
function compose(subject: string, paragraphs: Paragraph[]): MessageDraft {
  const parts = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? [paragraph] : paragraph));
  const text = parts
    .map((paragraph) =>
      paragraph.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.url}`)).join(''),
    )
    .join('\n\n');
  const html = parts
    .map((paragraph) => {
      const inner = paragraph
        .map((part) =>
          typeof part === 'string'
            ? escapeHtml(part).replace(/\n/g, '<br>')
            : `<a href="${escapeHtml(part.url)}">${escapeHtml(part.label)}</a>`,
        )
        .join('');
      return `<p>${inner}</p>`;
    })
    .join('\n');
  return {
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;line-height:1.5">${html}</body></html>`,
  };
}

const until = (expiration: Date) => formatDay(limaDay(expiration));

/** The address of a link to set a password, its token left as the placeholder. */
const passwordLink = (site: Site, purpose: PasswordTokenPurpose) =>
  `${site.origin}${paths.passwordLink(purpose, TOKEN_PLACEHOLDER)}`;

function signature(site: Site): string {
  return `¿Dudas? Escríbenos a ${site.supportEmail}.\nEl equipo de ${site.brandName}`;
}

/** A new account from a purchase: the link to create its password, and until when the plan runs. */
export function newAccountMessage(
  site: Site,
  input: { username: string; level: MembershipLevel; amount: string; expiration: Date },
): MessageDraft {
  const plan = MEMBERSHIP_LABELS[input.level];
  return compose(`Crea tu contraseña de ${site.brandName}`, [
    '¡Hola!',
    `Tu pago del plan ${plan} (${input.amount}) fue aprobado. Tu plan ${plan} vence el ${until(input.expiration)}.`,
    [
      'Para entrar, crea tu contraseña con este enlace. Vale por 7 días y sirve una sola vez.\n',
      link('Crear mi contraseña', passwordLink(site, 'SETUP')),
    ],
    `Después ingresa con tu correo como usuario: ${input.username}`,
    'Si no hiciste esta compra, avísanos.',
    signature(site),
  ]);
}

/** A purchase by someone who already has an account: no link, the new end of the membership. */
export function membershipExtendedMessage(
  site: Site,
  input: { username: string; level: MembershipLevel; amount: string; expiration: Date },
): MessageDraft {
  const plan = MEMBERSHIP_LABELS[input.level];
  return compose(`Tu plan ${plan} en ${site.brandName} está activo`, [
    '¡Hola!',
    `Tu pago (${input.amount}) fue aprobado y ya ampliamos tu membresía: tu plan ${plan} vence el ${until(input.expiration)}.`,
    [
      `Ingresa con tu usuario de siempre, ${input.username}, y tu contraseña actual: `,
      link('ingresar', `${site.origin}${paths.login}`),
      '.',
    ],
    signature(site),
  ]);
}

/** A link to set the password that an administrator sent; the current password still works. */
export function credentialsResentMessage(site: Site, input: { username: string }): MessageDraft {
  return compose(`Crea tu contraseña de ${site.brandName}`, [
    '¡Hola!',
    [
      'Te enviamos un enlace para crear una nueva contraseña. Vale por 7 días y sirve una sola vez.\n',
      link('Crear mi contraseña', passwordLink(site, 'SETUP')),
    ],
    `Tu usuario es ${input.username}. Hasta que la cambies, tu contraseña actual sigue funcionando.`,
    signature(site),
  ]);
}

/** A new administrator's account: the link to create its password, and where to log in. */
export function staffInvitationMessage(
  site: Site,
  input: { username: string; invitedBy: string },
): MessageDraft {
  return compose(`Tu cuenta de administrador de ${site.brandName}`, [
    '¡Hola!',
    `${input.invitedBy} te creó una cuenta de administrador con el usuario ${input.username}.`,
    [
      'Crea tu contraseña (al menos 12 caracteres) con este enlace: vale por 7 días y sirve una sola vez.\n',
      link('Crear mi contraseña', passwordLink(site, 'SETUP')),
    ],
    ['Luego ingresa a la administración: ', link('Ingresar', `${site.origin}${paths.admin.login}`)],
    signature(site),
  ]);
}

/** A forgotten password: the link to choose a new one. */
export function passwordResetMessage(site: Site, input: { username: string }): MessageDraft {
  return compose(`Recupera tu contraseña de ${site.brandName}`, [
    '¡Hola!',
    [
      'Pediste crear una nueva contraseña. Hazlo con este enlace: vale por 60 minutos y sirve una sola vez.\n',
      link('Crear una nueva contraseña', passwordLink(site, 'RESET')),
    ],
    `Tu usuario es ${input.username}.`,
    'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
    signature(site),
  ]);
}
