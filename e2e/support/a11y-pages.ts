/** The articles' pages (ARTICLES in packages/domain), each checked by the visitor's walk. */
export const ARTICLE_PAGES = [
  '/como-prepararse-examen-oece',
  '/nueva-ley-contrataciones-publicas-32069',
  '/montos-procedimientos-seleccion',
];

/**
 * Every page of the app's route table, written as the table writes its paths ('/*' for the public
 * 404), with the role whose accessibility journey opens it (tests/a11y.spec.ts and
 * tests/a11y.admin.spec.ts). Each journey fails unless it checked every page of its list, and a web
 * unit test (apps/web/src/app/a11y-coverage.test.ts) fails when the table has a page that no list
 * names: a new page gets its accessibility check when it is added. Routes that only redirect
 * (/pago, an article's former address, /admin) are not pages.
 */
export const A11Y_PAGES = {
  visitor: [
    '/',
    '/login',
    '/recuperar-contrasena',
    '/nueva-contrasena',
    '/crear-contrasena',
    '/examen',
    '/examen/:examCode',
    '/pregunta/:slug',
    '/temas',
    '/competencias/:slug',
    '/temas/:slug',
    '/pregunta-del-dia',
    '/cronograma-examenes-oece',
    '/cronograma-examenes-oece/aviso/confirmar',
    '/cronograma-examenes-oece/aviso/baja',
    '/precios',
    '/pago/validar',
    '/pago/prueba',
    '/pago/:membershipType',
    ...ARTICLE_PAGES,
    '/ley-32069',
    '/ley-32069/articulo/:article',
    '/reglamento-ley-32069',
    '/reglamento-ley-32069/articulo/:article',
    '/*',
  ],
  member: [
    '/dashboard',
    '/dashboard/perfil',
    '/dashboard/examen',
    '/dashboard/examen/:examCode',
    '/dashboard/precios',
    '/dashboard/practica',
    '/dashboard/historial',
    '/dashboard/repaso',
    '/dashboard/*',
  ],
  admin: [
    '/admin/login',
    '/admin/usuarios',
    '/admin/preguntas',
    '/admin/preguntas/crear',
    '/admin/preguntas/:id/editar',
    '/admin/preguntas/importar',
    '/admin/reportes',
    '/admin/codigos',
    '/admin/cronograma',
    '/admin/ordenes',
    '/admin/correos',
    '/admin/tareas',
    '/admin/seguridad',
    '/admin/equipo',
    '/admin/auditoria',
    '/admin/*',
  ],
} satisfies Record<string, string[]>;

export type A11yRole = keyof typeof A11Y_PAGES;
