/** Every URL of the app, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  exams: '/examen',
  exam: (code: string) => `/examen/${code}`,
  pricing: '/precios',
  schedule: '/cronograma-examenes-oece',
  dailyQuestion: '/pregunta-del-dia',
  question: (slug: string) => `/pregunta/${slug}`,
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
  },
} as const;
