import { BRANDS, type BrandId } from '@oece/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageSettings, SettingsContext } from '../../../config/settings';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { citedParagraph, LegalArticleDrawer } from './legal-article-drawer';

const PARAGRAPHS = [
  '66.1. Los participantes pueden formular consultas y observaciones…',
  'a) Primer literal.',
  '"66.2. Texto modificado del numeral."',
  '66.3. Último numeral.',
];

describe('citedParagraph', () => {
  it('finds the cited numeral, also when the publisher quotes its amended text', () => {
    expect(citedParagraph(PARAGRAPHS, '66.1')).toBe(0);
    expect(citedParagraph(PARAGRAPHS, '66.2')).toBe(2);
    expect(citedParagraph(PARAGRAPHS, '66.3')).toBe(3);
  });

  it('falls back to the nearest numeral the text has, and marks nothing for a whole article', () => {
    expect(citedParagraph(PARAGRAPHS, '66.1.2')).toBe(0);
    expect(citedParagraph(PARAGRAPHS, '66.9')).toBe(-1);
    expect(citedParagraph(PARAGRAPHS, null)).toBe(-1);
  });

  it('does not take 66.10 for 66.1', () => {
    expect(citedParagraph(['66.10. Décimo.', '66.1. Primero.'], '66.1')).toBe(1);
  });
});

const ARTICLE_66 = {
  text: 'reglamento',
  textName: 'Reglamento de la Ley N° 32069, aprobado por D.S. N° 009-2025-EF',
  number: '66',
  title: 'Artículo 66. Consultas y observaciones',
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

function openDrawer(numeral: string | null, brand: BrandId = 'main') {
  mockApi(() => ({ body: ARTICLE_66 }));
  const reference = {
    label: `Reglamento, art. ${numeral ?? '66'}`,
    text: 'reglamento' as const,
    article: '66',
    numeral,
  };
  renderPage(
    <SettingsContext.Provider value={{ ...readPageSettings(), brand: BRANDS[brand] }}>
      <LegalArticleDrawer reference={reference} onClose={() => {}} />
    </SettingsContext.Provider>,
  );
}

describe('LegalArticleDrawer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("links the article's page at the cited numeral, in a new tab", async () => {
    openDrawer('66.2');
    const link = await screen.findByRole('link', {
      name: 'Abrir la página del artículo (en una pestaña nueva)',
    });
    expect(link.getAttribute('href')).toBe('/reglamento-ley-32069/articulo/66#n-2');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('links the nearest numeral the text has, and the top of the page for a whole article', async () => {
    openDrawer('66.1.2');
    expect(
      (await screen.findByRole('link', { name: /Abrir la página del artículo/ })).getAttribute('href'),
    ).toBe('/reglamento-ley-32069/articulo/66#n-1');
    cleanup();
    openDrawer(null);
    expect(
      (await screen.findByRole('link', { name: /Abrir la página del artículo/ })).getAttribute('href'),
    ).toBe('/reglamento-ley-32069/articulo/66');
  });

  it('has no link on the second brand, which has no pages of the law', async () => {
    openDrawer('66.2', 'alt');
    await screen.findByText('66.3. Último numeral.');
    expect(screen.queryByRole('link', { name: /Abrir la página del artículo/ })).toBeNull();
  });
});
