/** Every URL of the app, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  exams: '/examen',
  exam: (code: string) => `/examen/${code}`,
  pricing: '/precios',
  payment: (slug: string) => `/pago/${slug}`,
  schedule: '/cronograma-examenes-oece',
  dailyQuestion: '/pregunta-del-dia',
  question: (slug: string) => `/pregunta/${slug}`,
  /** An article of content/articles, at the site's root (slugs in ARTICLES). */
  article: (slug: string) => `/${slug}`,
  dashboard: {
    home: '/dashboard',
    profile: '/dashboard/perfil',
    exams: '/dashboard/examen',
    exam: (code: string) => `/dashboard/examen/${code}`,
    pricing: '/dashboard/precios',
    practice: '/dashboard/practica',
  },
  admin: {
    login: '/admin/login',
    users: '/admin/usuarios',
    accessCodes: '/admin/codigos',
    schedule: '/admin/cronograma',
    orders: '/admin/ordenes',
    mail: '/admin/correos',
  },
} as const;
