import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FocusModeProvider, useFocusMode, useInFocusMode } from './focus-mode';

function Layout({ page }: { page: boolean }) {
  const focus = useInFocusMode();
  return (
    <>
      {!focus && <nav aria-label="Principal" />}
      {page && <Exam />}
    </>
  );
}

function Exam() {
  useFocusMode(true);
  return <p>Pregunta 1</p>;
}

describe('focus mode', () => {
  it('hides what the layout leaves out while the page asks for it, and brings it back after', () => {
    const { rerender } = render(
      <FocusModeProvider>
        <Layout page />
      </FocusModeProvider>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <FocusModeProvider>
        <Layout page={false} />
      </FocusModeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy();
  });
});
