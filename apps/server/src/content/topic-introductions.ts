import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths, type Introduction, type LawArticleLink } from '@oece/contracts';
import {
  COMPETENCIES,
  COMPETENCY_SLUGS,
  lawArticleName,
  LEGAL_TEXTS,
  numeralAnchor,
  OF_LEGAL_TEXT,
  TOPICS,
  type Competency,
  type LegalText,
  type Topic,
} from '@oece/domain';
import type { LegalSources } from './legal-sources';

/*
 * The introductions of the topic and competency pages, content/topics/{code}.md and
 * {competency-slug}.md (content/README.md): a front matter with the search description and the
 * articles the page rests on, then paragraphs of plain text whose only markup is links to the
 * law's article pages. Read once at start-up; a file that is missing or malformed, or names an
 * article or numeral the consolidated texts lack, stops the server with the file and the reason.
 */

/** What a topic or competency page says of itself. */
export interface PageIntroduction {
  description: string;
  articles: LawArticleLink[];
  introduction: Introduction;
}

export interface TopicIntroductions {
  topic(topic: Topic): PageIntroduction;
  competency(competency: Competency): PageIntroduction;
}

/** Search engines show about 160 characters; fewer than 110 wastes the space. */
const DESCRIPTION_LENGTH = { min: 110, max: 160 };
const ARTICLES_COUNT = { min: 2, max: 6 };

const ARTICLE_NUMBER = /^\d+(?:-[A-Z])?$/;
/** A link's text and target: `[texto](/ley-32069/articulo/57#n-2)`. */
const LINK = /\[([^[\]]+)\]\(([^()\s]*)\)/g;
/** Markdown beyond links: emphasis, code, HTML, headings, quotes, tables, images, stray brackets. */
const OTHER_MARKUP = /[[\]*_`<>#|~\\]/;
/** A line that Markdown would read as a list item. */
const LIST_ITEM = /^(?:[-+*]|\d+[.)])\s/;

function parseFrontMatter(text: string): { fields: Map<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) throw new Error('falta la cabecera entre líneas ---');
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/).filter((item) => item.trim() !== '')) {
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`línea de cabecera no válida: ${line}`);
    const name = line.slice(0, separator).trim();
    if (fields.has(name)) throw new Error(`campo repetido en la cabecera: ${name}`);
    fields.set(name, line.slice(separator + 1).trim());
  }
  const unknown = [...fields.keys()].filter((name) => name !== 'description' && name !== 'articles');
  if (unknown.length > 0) throw new Error(`campo desconocido en la cabecera: ${unknown.join(', ')}`);
  return { fields, body: text.slice(match[0].length) };
}

/**
 * Reads one introduction file's text; `legalSources` tells which articles and numerals exist.
 * Throws with the reason, in Spanish, when the file breaks a rule.
 */
export function parseIntroduction(text: string, legalSources: LegalSources): PageIntroduction {
  const { fields, body } = parseFrontMatter(text);

  const description = fields.get('description') ?? '';
  if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    throw new Error(
      `description: debe tener de ${DESCRIPTION_LENGTH.min} a ${DESCRIPTION_LENGTH.max} caracteres (tiene ${description.length})`,
    );
  }

  const articleLink = (text: LegalText, article: string): LawArticleLink => {
    const found = legalSources.article(text, article);
    if (!found) throw new Error(`no existe el artículo ${article} ${OF_LEGAL_TEXT[text]}`);
    return {
      text,
      article,
      // As the law's pages title the article: 'Artículo 57 de la Ley N° 32069: Cancelación'.
      label: `${lawArticleName(text, article)}: ${found.epigraph}`,
      path: paths.lawArticle(text, article),
    };
  };

  const entries = (fields.get('articles') ?? '').split(',').map((entry) => entry.trim());
  const articles = entries.map((entry) => {
    const [text, article] = entry.split(':') as [string, string | undefined];
    if (!LEGAL_TEXTS.includes(text as LegalText) || !article || !ARTICLE_NUMBER.test(article)) {
      throw new Error(`articles: "${entry}" debe tener la forma ley:N o reglamento:N`);
    }
    return articleLink(text as LegalText, article);
  });
  if (articles.length < ARTICLES_COUNT.min || articles.length > ARTICLES_COUNT.max) {
    throw new Error(`articles: debe nombrar de ${ARTICLES_COUNT.min} a ${ARTICLES_COUNT.max} artículos`);
  }
  if (new Set(articles.map((link) => link.path)).size !== articles.length) {
    throw new Error('articles: un artículo está repetido');
  }

  /** A link's target: an article's page, or one of its numerals ('#n-2' for 57.2). */
  const linkTarget = (href: string): string => {
    const [page, anchor] = href.split('#') as [string, string | undefined];
    const text = LEGAL_TEXTS.find((candidate) => page.startsWith(paths.lawArticle(candidate, '')));
    const article = text && page.slice(paths.lawArticle(text, '').length);
    if (!text || !article || !ARTICLE_NUMBER.test(article)) {
      throw new Error(
        `enlace no permitido: ${href} (solo a /ley-32069/articulo/N o /reglamento-ley-32069/articulo/N)`,
      );
    }
    articleLink(text, article);
    if (anchor === undefined) return href;
    // The anchors the article's page gives its numerals.
    const numerals = legalSources.article(text, article)!.numerals;
    if (!numerals.some((numeral) => numeralAnchor(numeral) === anchor)) {
      throw new Error(`no existe el numeral del enlace ${href} ${OF_LEGAL_TEXT[text]}`);
    }
    return href;
  };

  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) throw new Error('falta el texto de la introducción');
  const introduction = paragraphs.map((paragraph) => {
    const lines = paragraph.split(/\r?\n/).map((line) => line.trim());
    const listed = lines.find((line) => LIST_ITEM.test(line));
    if (listed) throw new Error(`sin listas: ${listed.slice(0, 40)}`);
    const line = lines.join(' ');
    const pieces: Introduction[number] = [];
    const plain = (text: string) => {
      const markup = OTHER_MARKUP.exec(text);
      if (markup) throw new Error(`marcado no permitido («${markup[0]}») en: ${text.trim().slice(0, 60)}`);
      if (text) pieces.push({ text });
    };
    let from = 0;
    for (const match of line.matchAll(LINK)) {
      plain(line.slice(from, match.index));
      pieces.push({ text: match[1]!.trim(), href: linkTarget(match[2]!) });
      from = match.index + match[0].length;
    }
    plain(line.slice(from));
    return pieces;
  });
  return { description, articles, introduction };
}

/** One file of content/topics, with the file's name in the error of a missing or malformed one. */
function readIntroduction(dir: string, name: string, legalSources: LegalSources): PageIntroduction {
  const file = path.join(dir, `${name}.md`);
  try {
    if (!existsSync(file)) throw new Error('falta el archivo');
    return parseIntroduction(readFileSync(file, 'utf8'), legalSources);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Every introduction of content/topics: the 72 topics' and the 3 competencies'. */
export function loadTopicIntroductions(contentDir: string, legalSources: LegalSources): TopicIntroductions {
  const dir = path.join(contentDir, 'topics');
  const files = new Set([
    ...TOPICS.map((topic) => `${topic.code}.md`),
    ...COMPETENCIES.map((competency) => `${COMPETENCY_SLUGS[competency]}.md`),
  ]);
  const strays = readdirSync(dir).filter((file) => !files.has(file));
  if (strays.length > 0) throw new Error(`${dir}: archivos que no son de ningún tema: ${strays.join(', ')}`);
  const topics = new Map(
    TOPICS.map((topic) => [topic.code, readIntroduction(dir, topic.code, legalSources)]),
  );
  const competencies = new Map(
    COMPETENCIES.map((competency) => [
      competency,
      readIntroduction(dir, COMPETENCY_SLUGS[competency], legalSources),
    ]),
  );
  return {
    topic: (topic) => topics.get(topic.code)!,
    competency: (competency) => competencies.get(competency)!,
  };
}
