// @vitest-environment node
import { BRANDS, type BrandId, type PublicSettings } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import { pageRoute, render } from './entry-server';

function settings(brand: BrandId): PublicSettings {
  return {
    brand: BRANDS[brand],
    whatsappNumber: '51900000000',
    supportEmail: 'ayuda@example.pe',
    analyticsToken: null,
    demoVideos: { exam: null, explanation: null },
  };
}

async function page(pathname: string, brand: BrandId = 'main') {
  const result = await render(new Request(`http://localhost${pathname}`), settings(brand));
  if (result.kind !== 'page') throw new Error(`${pathname} redirected`);
  return result;
}

/** The text a reader (or a search engine) gets from the markup, without running any script. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('server rendering of the public pages', () => {
  it('renders the landing page with its content, styles and router state', async () => {
    const result = await page('/');
    expect(result.status).toBe(200);
    expect(result.meta.title).toBe('Simulador OECE');
    expect(result.meta.description).toContain('Simulador del examen de certificación OECE');
    expect(result.html).toMatch(/<h1[^>]*>Aprueba el examen de certificación OECE<\/h1>/);
    expect(result.html).toMatch(/<a[^>]*href="\/examen"[^>]*>Empezar simulacro<\/a>/);
    expect(text(result.html)).toContain('Exámenes cronometrados');
    expect(text(result.html)).toContain('Atención todos los días de 8:00 a. m. a 10:00 p. m.');
    expect(result.styles).toMatch(/^<style data-emotion="css-global/);
    // Every class on the page has its rule in the styles the page carries (css-0 is emotion's empty style).
    const classes = new Set([...result.html.matchAll(/\bcss-[\w-]+/g)].map(([name]) => name));
    classes.delete('css-0');
    expect(classes.size).toBeGreaterThan(20);
    expect([...classes].filter((name) => !result.styles.includes(`.${name}{`))).toEqual([]);
    expect(JSON.parse(result.hydrationData!)).toEqual({ loaderData: {}, actionData: null, errors: null });
  });

  it('renders the exam selection a visitor sees', async () => {
    const result = await page('/examen');
    expect(result.meta.title).toBe('Dar examen | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Dar examen<\/h1>/);
    const content = text(result.html);
    expect(content).toContain('Examen rápido');
    expect(content).toContain('Empezar examen rápido');
    expect(content).toContain('Examen completo');
    expect(content).not.toContain('Examen parcial');
  });

  it('renders the login form', async () => {
    const result = await page('/login');
    expect(result.meta.title).toBe('Iniciar sesión | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Iniciar sesión<\/h1>/);
    expect(result.html).toContain('name="username"');
    expect(result.html).toContain('type="password"');
  });

  it('renders the not-found page with status 404', async () => {
    const result = await page('/pagina-que-no-existe');
    expect(result.status).toBe(404);
    expect(result.meta.title).toBe('Página no encontrada | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
  });

  it("renders the second brand's name and menu", async () => {
    const result = await page('/', 'alt');
    expect(result.meta.title).toBe('Aula Compras Públicas');
    expect(text(result.html)).toContain('Aula Compras Públicas');
    expect(text(result.html)).not.toContain('Precios');
    expect(result.html).toContain('/brand/alt-logo.svg');
  });

  it.each(['/dashboard', '/dashboard/perfil', '/examen/ABC123', '/admin/usuarios', '/admin/login'])(
    'leaves %s to the browser, with its title',
    async (pathname) => {
      const result = await page(pathname);
      expect(result).toMatchObject({ status: 200, html: '', styles: '', hydrationData: null });
      expect(result.meta.title).toMatch(/Simulador OECE$/);
    },
  );
});

describe('the key the server keeps a rendered page under', () => {
  const key = (pathname: string) => pageRoute(pathname).key;

  it('is the same for every address that renders the same page', () => {
    expect(new Set(['/examen', '/EXAMEN', '/examen/'].map(key)).size).toBe(1);
    expect(key('/no-existe')).toBe(key('/otra/cosa'));
    // No public page reads its query string yet: it is not part of any key.
    expect(pageRoute('/examen').searchParams).toBe(false);
  });

  it('differs between pages', () => {
    const keys = ['/', '/examen', '/login', '/no-existe', '/dashboard/perfil', '/dashboard/examen'].map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
