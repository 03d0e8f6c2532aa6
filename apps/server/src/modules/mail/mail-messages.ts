import { paths, type ExamSchedule, type PasswordTokenPurpose } from '@oece/contracts';
import {
  formatDay,
  formatLongDay,
  formatTimeOfDay,
  limaDay,
  MEMBERSHIP_LABELS,
  OFFICIAL_SCHEDULE_PORTAL_URL,
  SCHEDULE_NOTICE_PENDING_DAYS,
  vacancies,
  type MembershipLevel,
} from '@oece/domain';

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
  /** The List-Unsubscribe header's one-click address, for a message its reader may stop. */
  unsubscribeUrl?: string;
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

/** A department as the schedule names it. */
interface Region {
  name: string;
  value: string;
}

/** A sitting a notice tells of, with its venue. */
export interface NoticeSitting {
  venue: string;
  sitting: ExamSchedule;
}

/** Where a link of a schedule e-mail leads: the page that confirms the subscription, or ends it. */
const noticeLink = (site: Site, action: 'confirm' | 'cancel') =>
  `${site.origin}${paths.scheduleNoticeLink(action, TOKEN_PLACEHOLDER)}`;

/** One click in the reader's mail program ends the subscription (RFC 8058): the API itself, no page. */
const oneClickUnsubscribe = (site: Site) =>
  `${site.origin}/api/oece-exam-schedule/subscriptions/unsubscribe?token=${TOKEN_PLACEHOLDER}`;

/** In every schedule e-mail: stopping the notices takes one click, and forgets the address. */
function leave(site: Site): Paragraph {
  return [
    'Para dejar de recibir estos avisos y borrar tu correo, usa este enlace (un clic basta):\n',
    link('Darme de baja', noticeLink(site, 'cancel')),
  ];
}

/** '¿Te avisamos?': the one message an address gets before it confirms. */
export function scheduleConfirmationMessage(site: Site, input: { region: Region }): MessageDraft {
  const { region } = input;
  return {
    ...compose(`Confirma tu aviso del cronograma de ${region.name}`, [
      '¡Hola!',
      [
        `Pediste que te avisemos cuando se publiquen fechas del examen de certificación OECE en ${region.name}. Confirma tu correo con este enlace; vale por ${SCHEDULE_NOTICE_PENDING_DAYS} días.\n`,
        link('Confirmar mi aviso', noticeLink(site, 'confirm')),
      ],
      'Si no lo pediste, ignora este correo: sin tu confirmación no volveremos a escribirte.',
      leave(site),
      signature(site),
    ]),
    unsubscribeUrl: oneClickUnsubscribe(site),
  };
}

/** New sittings in a subscriber's department, each told once. */
export function scheduleNoticeMessage(
  site: Site,
  input: { region: Region; sittings: NoticeSitting[] },
): MessageDraft {
  const { region, sittings } = input;
  const one = sittings.length === 1;
  return {
    ...compose(`${one ? 'Nueva fecha' : 'Nuevas fechas'} del examen OECE en ${region.name}`, [
      '¡Hola!',
      `${one ? 'Se publicó una nueva fecha' : 'Se publicaron nuevas fechas'} del examen de certificación en ${region.name}:`,
      sittings
        .map(({ venue, sitting }) => {
          const left = vacancies(sitting);
          return [
            `• ${venue}: ${formatLongDay(sitting.examDate)}, ${formatTimeOfDay(sitting.examTime)}`,
            `  Inscripción hasta el ${formatLongDay(sitting.lastRegistrationDate)}; ${left === 1 ? '1 vacante' : `${left} vacantes`} por ahora.`,
          ].join('\n');
        })
        .join('\n'),
      [
        'Míralas en el cronograma: ',
        link('Ver el cronograma', `${site.origin}${paths.scheduleOf(region.value)}`),
      ],
      [
        'Las fechas pueden cambiar: confirma tu sede y tu fecha en el ',
        link('portal oficial del OECE', OFFICIAL_SCHEDULE_PORTAL_URL),
        '.',
      ],
      leave(site),
      signature(site),
    ]),
    unsubscribeUrl: oneClickUnsubscribe(site),
  };
}
