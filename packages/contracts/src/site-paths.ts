const newPassword = '/nueva-contrasena';
const createPassword = '/crear-contrasena';
const schedule = '/cronograma-examenes-oece';
const scheduleNoticeConfirm = `${schedule}/aviso/confirmar`;
const scheduleNoticeCancel = `${schedule}/aviso/baja`;
/**
 * The query parameter of the schedule page that names the department: a shareable address, and a
 * form that works without JavaScript.
 */
export const SCHEDULE_REGION_PARAM = 'departamento';
const lawText = (text: 'ley' | 'reglamento') => (text === 'ley' ? '/ley-32069' : '/reglamento-ley-32069');

/**
 * Every address of the site, in one place: the web's routes and links, and the server's robots.txt,
 * sitemap and payment return addresses read them.
 */
export const paths = {
  home: '/',
  login: '/login',
  /** Asks for a link to set a new password. */
  forgotPassword: '/recuperar-contrasena',
  /**
   * Where a link e-mailed to set a password leads: a forgotten one (RESET) or a first one (SETUP).
   * The token travels after #, so it never reaches a server log or a Referer header.
   */
  newPassword,
  createPassword,
  passwordLink: (purpose: 'RESET' | 'SETUP', token: string) =>
    `${purpose === 'RESET' ? newPassword : createPassword}#${token}`,
  exams: '/examen',
  exam: (code: string) => `/examen/${code}`,
  pricing: '/precios',
  /** No plan named: the basic plan's page. */
  paymentWithoutPlan: '/pago',
  payment: (slug: string) => `/pago/${slug}`,
  /** Where the payment provider sends the buyer back, with the order and the payment in the query. */
  paymentResult: '/pago/validar',
  /** The test provider's checkout, a page of this app. */
  sandboxCheckout: '/pago/prueba',
  schedule,
  /** The schedule page of one department ('LA LIBERTAD'). */
  scheduleOf: (region: string) => `${schedule}?${SCHEDULE_REGION_PARAM}=${encodeURIComponent(region)}`,
  /**
   * Where the links of the schedule's e-mails lead: confirming the subscription, or ending it. As
   * with password links, the token travels after #.
   */
  scheduleNoticeConfirm,
  scheduleNoticeCancel,
  scheduleNoticeLink: (action: 'confirm' | 'cancel', token: string) =>
    `${action === 'confirm' ? scheduleNoticeConfirm : scheduleNoticeCancel}#${token}`,
  dailyQuestion: '/pregunta-del-dia',
  question: (slug: string) => `/pregunta/${slug}`,
  /** Every competency and topic, with their public questions. */
  topics: '/temas',
  /** A topic's page by `topicSlug` ('1.4.3-fraccionamiento-…'). */
  topic: (slug: string) => `/temas/${slug}`,
  /** A competency's page by its COMPETENCY_SLUGS entry. */
  competency: (slug: string) => `/competencias/${slug}`,
  /** The articles of the consolidated Ley or Reglamento. */
  lawText,
  /** An article of the consolidated Ley or Reglamento ('57', '27-A'). */
  lawArticle: (text: 'ley' | 'reglamento', article: string) => `${lawText(text)}/articulo/${article}`,
  /** An article of content/articles, at the site's root (slugs in ARTICLES). */
  article: (slug: string) => `/${slug}`,
  /** Link previews' pictures, rendered by the server (1200×630 PNG, never a question's key). */
  ogImage: {
    question: (slug: string) => `/og/pregunta/${slug}.png`,
    topic: (slug: string) => `/og/tema/${slug}.png`,
    /** The question of `day` (YYYY-MM-DD in Lima): a new address each day, as previews are kept by address. */
    daily: (day: string) => `/og/pregunta-del-dia/${day}.png`,
  },
  dashboard: {
    home: '/dashboard',
    profile: '/dashboard/perfil',
    exams: '/dashboard/examen',
    exam: (code: string) => `/dashboard/examen/${code}`,
    pricing: '/dashboard/precios',
    practice: '/dashboard/practica',
    history: '/dashboard/historial',
    review: '/dashboard/repaso',
  },
  admin: {
    home: '/admin',
    login: '/admin/login',
    users: '/admin/usuarios',
    questions: '/admin/preguntas',
    createQuestion: '/admin/preguntas/crear',
    editQuestion: (id: number | string) => `/admin/preguntas/${id}/editar`,
    importQuestions: '/admin/preguntas/importar',
    questionReports: '/admin/reportes',
    accessCodes: '/admin/codigos',
    schedule: '/admin/cronograma',
    orders: '/admin/ordenes',
    mail: '/admin/correos',
    jobs: '/admin/tareas',
    security: '/admin/seguridad',
    staff: '/admin/equipo',
    audit: '/admin/auditoria',
  },
} as const;
