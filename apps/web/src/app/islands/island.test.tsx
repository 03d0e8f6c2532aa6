// @vitest-environment node
import createCache from '@emotion/cache';
import type { ServerApiFetch } from '@oece/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../../features/auth/components/login-page';
import { createQueryClient } from '../../lib/query-client';
import { testSettings } from '../../test/public-settings';
import { pageRenderer } from '../entry-server';
import { AppProviders } from '../providers';
import { EMOTION_KEY } from '../ssr-constants';
import { island } from './island';

const ARTICLE = {
  slug: 'como-prepararse-examen-oece',
  title: 'Cómo prepararte para el examen de certificación OECE',
  description: 'Un plan de estudio de cuatro semanas.',
  updated: '2026-11-23',
  html: '<p>Lee la <a href="/ley-32069">Ley N° 32069</a> y practica.</p>',
};

/** The API as the server answers it in-process: the article, and 404 for anything else. */
const api: ServerApiFetch = async (path) =>
  path === `/articles/${ARTICLE.slug}`
    ? { status: 200, body: ARTICLE }
    : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'No encontrado' } };

async function served(pathname: string): Promise<string> {
  const result = await pageRenderer.render(new Request(`http://localhost${pathname}`), testSettings(), api);
  if (result.kind !== 'page') throw new Error(`${pathname} redirected`);
  return result.html;
}

/** The island boxes in a page's markup: each one's opening tag. */
const boxes = (html: string) => [...html.matchAll(/<div data-island="[^"]*"[^>]*>/g)].map(([tag]) => tag);

/** An attribute's value as the browser reads it from the markup (React escapes these five). */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('the islands the server writes into a page', () => {
  it('puts an interactive part in a box that names it, carries its props and adds no box of its own to the layout', async () => {
    const html = await served('/login');
    const [box, ...others] = boxes(html);
    expect(others).toEqual([]);
    expect(attribute(box!, 'data-island')).toBe('login-form');
    expect(JSON.parse(attribute(box!, 'data-island-props')!)).toEqual({});
    expect(attribute(box!, 'style')).toBe('display:contents');
    // The island's own markup is inside its box, rendered by the server like the rest of the page.
    const inside = html.slice(html.indexOf(box!));
    expect(inside).toMatch(/^<div[^>]*>.*<h1[^>]*>Iniciar sesión<\/h1>.*name="username"/s);
  });

  it('writes the props as JSON that the browser reads back as they were, whatever their characters', () => {
    // The login form takes no props: its box is given some here, as an island with props would be.
    const props = {
      question: '¿Quién aprueba el "expediente"? <b>a) & b)</b>',
      alternatives: ["L'área usuaria", 'La DEC'],
      explanation: null,
      count: 3,
    };
    const LoginFormIsland = island<typeof props>('login-form', LoginForm);
    const html = renderToString(
      <AppProviders
        context={{
          settings: testSettings(),
          queryClient: createQueryClient(),
          emotionCache: createCache({ key: EMOTION_KEY }),
        }}
      >
        <MemoryRouter>
          <LoginFormIsland {...props} />
        </MemoryRouter>
      </AppProviders>,
    );
    const [box] = boxes(html);
    expect(JSON.parse(attribute(box!, 'data-island-props')!)).toEqual(props);
  });

  it.each([
    ['an article', `/${ARTICLE.slug}`, 'Cómo prepararte para el examen de certificación OECE'],
    ['the 404 page', '/pagina-que-no-existe', 'Página no encontrada'],
  ])('writes no island into %s, whose every control is plain HTML', async (_, pathname, heading) => {
    const html = await served(pathname);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).not.toContain('data-island');
  });
});
