/**
 * The articles of the main brand: each is `content/articles/{slug}.md` and the page at `/{slug}`.
 * An alias is an older or shorter address that moves for good (301) to the article's own; the
 * label is the text of links to it (footer, related reading).
 */
export const ARTICLES = {
  examPreparation: {
    slug: 'como-prepararse-examen-oece',
    aliases: ['examen-certificacion-oece'],
    label: 'Cómo prepararte para el examen OECE',
  },
  newLaw: {
    slug: 'nueva-ley-contrataciones-publicas-32069',
    aliases: [],
    label: 'La nueva Ley N° 32069 y su Reglamento',
  },
  selectionAmounts: {
    slug: 'montos-procedimientos-seleccion',
    aliases: [],
    label: 'Montos de los procedimientos de selección',
  },
} as const satisfies Record<string, { slug: string; aliases: readonly string[]; label: string }>;

export type ArticleId = keyof typeof ARTICLES;

export const ARTICLE_SLUGS: readonly string[] = Object.values(ARTICLES).map((article) => article.slug);
