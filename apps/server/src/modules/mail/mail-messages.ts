import { formatDay, limaDay, MEMBERSHIP_LABELS, type MembershipLevel } from '@oece/domain';

/** Where the password goes in a stored body: the password itself is kept apart, and only until sent. */
export const PASSWORD_PLACEHOLDER = '{{contraseña}}';
export const MASKED_PASSWORD = '••••••••';

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text and its HTML twin from the same paragraphs; `[label](url)` becomes a link in HTML. */
function compose(subject: string, paragraphs: string[]): MessageDraft {
  const link = /\[([^\]]+)\]\(([^)]+)\)/g;
  const text = paragraphs.map((paragraph) => paragraph.replace(link, '$1: $2')).join('\n\n');
  const html = paragraphs
    .map((paragraph) => {
      const withLinks = escapeHtml(paragraph).replace(
        link,
        (_match, label: string, url: string) => `<a href="${url}">${label}</a>`,
      );
      return `<p>${withLinks.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return {
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;line-height:1.5">${html}</body></html>`,
  };
}

const until = (expiration: Date) => formatDay(limaDay(expiration));

function signature(site: Site): string {
  return `¿Dudas? Escríbenos a ${site.supportEmail}.\nEl equipo de ${site.brandName}`;
}

/** A new account from a purchase: its username and password, and until when the plan runs. */
export function newAccountMessage(
  site: Site,
  input: { username: string; level: MembershipLevel; amount: string; expiration: Date },
): MessageDraft {
  const plan = MEMBERSHIP_LABELS[input.level];
  return compose(`Tu acceso a ${site.brandName}: usuario y contraseña`, [
    '¡Hola!',
    `Tu pago del plan ${plan} (${input.amount}) fue aprobado. Ya puedes practicar en ${site.brandName}.`,
    `Usuario: ${input.username}\nContraseña: ${PASSWORD_PLACEHOLDER}`,
    `[Ingresa aquí](${site.origin}/login) con esos datos. Tu plan ${plan} vence el ${until(input.expiration)}.`,
    'Guarda este correo: no compartas tu contraseña. Si no hiciste esta compra, avísanos.',
    signature(site),
  ]);
}

/** A purchase by someone who already has an account: no password, the new end of the membership. */
export function membershipExtendedMessage(
  site: Site,
  input: { username: string; level: MembershipLevel; amount: string; expiration: Date },
): MessageDraft {
  const plan = MEMBERSHIP_LABELS[input.level];
  return compose(`Tu plan ${plan} en ${site.brandName} está activo`, [
    '¡Hola!',
    `Tu pago (${input.amount}) fue aprobado y ya ampliamos tu membresía: tu plan ${plan} vence el ${until(input.expiration)}.`,
    `Ingresa con tu usuario de siempre, ${input.username}, y tu contraseña actual: [ingresar](${site.origin}/login).`,
    signature(site),
  ]);
}

/** A new password an administrator had sent. */
export function credentialsResentMessage(site: Site, input: { username: string }): MessageDraft {
  return compose(`Tu nueva contraseña de ${site.brandName}`, [
    '¡Hola!',
    'Te enviamos una nueva contraseña para tu cuenta. La anterior ya no funciona.',
    `Usuario: ${input.username}\nContraseña: ${PASSWORD_PLACEHOLDER}`,
    `[Ingresa aquí](${site.origin}/login) con esos datos.`,
    signature(site),
  ]);
}
