import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleResponse } from '@oece/contracts';
import { ARTICLE_SLUGS } from '@oece/domain';
import { Marked, type Renderer, type Tokens } from 'marked';
import { z } from 'zod';

/*
 * The articles of content/articles: Markdown with a short front matter (content/README.md). They
 * are read and turned into HTML once, at start-up; a malformed article stops the server with its
 * file and the reason, as a malformed question does.
 */

const frontMatterSchema = z.strictObject({
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(160),
  updated: z.iso.date(),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * GitHub-flavoured Markdown, with the page's own rules: no raw HTML (the text is Markdown only),
 * links either inside the app ('/…') or to an https site, which opens in a new tab; tables, which
 * scroll sideways on a phone instead of widening the page, take the keyboard's focus.
 */
const markdown = new Marked({ gfm: true, async: false }).use({
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      throw new Error(`HTML no permitido en el artículo: ${token.raw.trim().slice(0, 40)}`);
    },
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link): string {
      const text = this.parser.parseInline(token.tokens);
      if (token.href.startsWith('/')) return `<a href="${escapeHtml(token.href)}">${text}</a>`;
      if (token.href.startsWith('https://')) {
        return `<a href="${escapeHtml(token.href)}" target="_blank" rel="noopener">${text}</a>`;
      }
      throw new Error(`Enlace no permitido en el artículo: ${token.href}`);
    },
    image(token: Tokens.Image): string {
      throw new Error(`Imágenes no permitidas en el artículo: ${token.href}`);
    },
    // Marked's own table, focusable: the keyboard scrolls it too (WCAG 2.1.1).
    table(this: Renderer, token: Tokens.Table): string {
      const row = (cells: Tokens.TableCell[]) =>
        this.tablerow({ text: cells.map((cell) => this.tablecell(cell)).join('') });
      const body = token.rows.map(row).join('');
      return `<table tabindex="0">\n<thead>\n${row(token.header)}</thead>\n${body && `<tbody>${body}</tbody>`}</table>\n`;
    },
  },
});

function parseFrontMatter(text: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) throw new Error('falta la cabecera entre líneas ---');
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/).filter((item) => item.trim() !== '')) {
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`línea de cabecera no válida: ${line}`);
    fields[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return { fields, body: text.slice(match[0].length) };
}

export function parseArticle(slug: string, text: string): ArticleResponse {
  const { fields, body } = parseFrontMatter(text);
  const meta = frontMatterSchema.safeParse(fields);
  if (!meta.success) {
    const issue = meta.error.issues[0]!;
    throw new Error(`cabecera: ${issue.path.join('.') || issue.message}: ${issue.message}`);
  }
  if (/^#\s/m.test(body))
    throw new Error('el cuerpo no lleva título de nivel 1: el título es el de la cabecera');
  return { slug, ...meta.data, html: markdown.parse(body) as string };
}

/** Every article, by slug. */
export function loadArticles(contentDir: string): Map<string, ArticleResponse> {
  const articles = new Map<string, ArticleResponse>();
  for (const slug of ARTICLE_SLUGS) {
    const file = path.join(contentDir, 'articles', `${slug}.md`);
    try {
      articles.set(slug, parseArticle(slug, readFileSync(file, 'utf8')));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return articles;
}
