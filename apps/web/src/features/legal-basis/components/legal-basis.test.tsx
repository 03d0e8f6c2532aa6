import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalBasis } from './legal-basis';

afterEach(cleanup);

describe('LegalBasis', () => {
  it('offers each article it can open, in the candidates’ words, and leaves any other source as text', () => {
    render(<LegalBasis sources={['Ley 32069, art. 41.1', 'Directiva N° 001-2025']} />);
    expect(screen.getByText('Base legal:').parentElement!.textContent).toBe(
      'Base legal: Ley N° 32069, art. 41.1; Directiva N° 001-2025',
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ley N° 32069, art. 41.1: leer el artículo',
    ]);
  });

  it('shows nothing for a question without sources', () => {
    const { container } = render(<LegalBasis sources={[]} />);
    expect(container.textContent).toBe('');
  });
});
