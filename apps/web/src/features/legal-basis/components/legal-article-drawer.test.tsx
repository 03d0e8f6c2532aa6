import { BRANDS, legalReference, type BrandId } from '@oece/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageSettings, SettingsContext } from '../../../config/settings';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { citedPageHash, LegalArticleDrawer } from './legal-article-drawer';

const PARAGRAPHS = [
  '66.1. Los participantes pueden formular consultas. El plazo no es menor a siete días hábiles.',
  'a) Primer literal.',
  'b) Segundo literal, sobre las observaciones.',
  '"66.2. Texto modificado del numeral."(*)',
  '(*) Numeral modificado por el Artículo 2 del Decreto Supremo N° 001-2026-EF, publicado el 08 enero 2026.',
  '66.3. Último numeral (*) NOTA SPIJ con una nota dentro.',
];

const ARTICLE_66 = {
  text: 'reglamento',
  textName: 'Reglamento de la Ley N° 32069, aprobado por D.S. N° 009-2025-EF',
  number: '66',
  title: 'Artículo 66. Consultas y observaciones (*)',
  epigraph: 'Consultas y observaciones',
  paragraphs: PARAGRAPHS,
  previous: '65',
  next: '67',
  consolidation: {
    date: '2026-01-21',
    issuer: 'Ministerio de Economía y Finanzas',
    publication: 'separata especial',
  },
};

function openDrawer(source: string, brand: BrandId = 'main') {
  mockApi(() => ({ body: ARTICLE_66 }));
  renderPage(
    <SettingsContext.Provider value={{ ...readPageSettings(), brand: BRANDS[brand] }}>
      <LegalArticleDrawer reference={legalReference(source)} onClose={() => {}} />
    </SettingsContext.Provider>,
  );
}

async function pageLink() {
  return (
    await screen.findByRole('link', { name: 'Abrir la página del artículo (en una pestaña nueva)' })
  ).getAttribute('href');
}

/** The passage the drawer marks as cited. */
async function cited() {
  await screen.findByRole('heading', { name: 'Artículo 66. Consultas y observaciones' });
  return screen.getByRole('dialog').querySelector('[aria-current="true"]');
}

describe('LegalArticleDrawer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("marks the cited numeral and links the article's page there, in a new tab", async () => {
    openDrawer('Reglamento, art. 66.2');
    expect((await cited())?.textContent).toBe('"66.2. Texto modificado del numeral."');
    expect(await pageLink()).toBe('/reglamento-ley-32069/articulo/66#n-2');
    expect(screen.getByRole('link', { name: /Abrir la página del artículo/ }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('marks the cited literal, not its numeral, and links its anchor', async () => {
    openDrawer('Reglamento, art. 66.1, literal b)');
    expect((await cited())?.textContent).toBe('b) Segundo literal, sobre las observaciones.');
    expect(await pageLink()).toBe('/reglamento-ley-32069/articulo/66#n-1-b');
  });

  it('marks the sentence holding the quoted words, and asks the page to mark them too', async () => {
    openDrawer('Reglamento, art. 66.1, «siete días hábiles»');
    const numeral = await cited();
    expect(numeral?.textContent).toMatch(/^66\.1\. /);
    expect(numeral?.querySelector('mark')?.textContent).toBe('El plazo no es menor a siete días hábiles.');
    expect(await pageLink()).toBe(
      '/reglamento-ley-32069/articulo/66#n-1:~:text=siete%20d%C3%ADas%20h%C3%A1biles',
    );
  });

  it('links the nearest numeral the text has, and the top of the page for a whole article', async () => {
    openDrawer('Reglamento, art. 66.1.2');
    expect(await pageLink()).toBe('/reglamento-ley-32069/articulo/66#n-1');
    cleanup();
    openDrawer('Reglamento, art. 66');
    expect(await pageLink()).toBe('/reglamento-ley-32069/articulo/66');
    expect(await cited()).toBeNull();
  });

  it("shows the publisher's note on an amendment as a note that says what changed and by which norm", async () => {
    openDrawer('Reglamento, art. 66');
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Numeral modificado por el D.S. N° 001-2026-EF')).toBeTruthy();
    expect(note.textContent).toMatch(/Numeral modificado por el Artículo 2 del Decreto Supremo/);
    // The mark that closes the numeral before its note is not shown; one inside a line is, in words too.
    expect(screen.getByText(/Texto modificado del numeral/).textContent).not.toContain('(*)');
    expect(screen.getByText(/Último numeral/).textContent).toBe(
      '66.3. Último numeral* (con nota) NOTA SPIJ con una nota dentro.',
    );
  });

  it('has no link on the second brand, which has no pages of the law', async () => {
    openDrawer('Reglamento, art. 66.2', 'alt');
    await screen.findByText(/Último numeral/);
    expect(screen.queryByRole('link', { name: /Abrir la página del artículo/ })).toBeNull();
  });
});

describe('citedPageHash', () => {
  it('escapes what a text directive takes for syntax', () => {
    expect(citedPageHash(['n-1'], { block: 0, sentence: [0, 10] }, 'S/ 480-000, y más')).toBe(
      '#n-1:~:text=S%2F%20480%2D000%2C%20y%20m%C3%A1s',
    );
    expect(citedPageHash([null], { block: 0, sentence: [0, 10] }, 'árbitros')).toBe('#:~:text=%C3%A1rbitros');
    expect(citedPageHash(['n-1'], null, null)).toBe('');
  });
});
