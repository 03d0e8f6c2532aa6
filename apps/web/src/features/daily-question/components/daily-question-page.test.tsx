import type { DailyQuestionResponse } from '@oece/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionExtrasProvider } from '../../../components/question-extras';
import { mockApi, type ApiAnswer } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { DailyQuestionCard } from './daily-question-page';

const today: DailyQuestionResponse = {
  success: true,
  message: 'Pregunta del día',
  question: {
    id: 9,
    day: '2026-11-23',
    category: 'ACTUACIONES_PREPARATORIAS',
    question: '¿Quién aprueba el expediente de contratación?',
    alternatives: ['El área usuaria', 'La DEC', 'El titular', 'El comité'],
  },
  hasUserAnswered: false,
  stats: null,
};

const tomorrow: DailyQuestionResponse = {
  ...today,
  question: {
    ...today.question,
    id: 10,
    day: '2026-11-24',
    question: '¿Quién designa al comité de selección?',
  },
};

/** The card as the server's page hands it over (read anonymously), against a fake API. */
function renderCard(answer: Parameters<typeof mockApi>[0]) {
  const calls = mockApi(answer);
  renderPage(
    <QuestionExtrasProvider LegalBasis={() => null}>
      <DailyQuestionCard loaded={{ ...today, personal: false }} />
    </QuestionExtrasProvider>,
    '/pregunta-del-dia',
  );
  return calls;
}

const send = () => screen.getByRole('button', { name: 'Enviar respuesta' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the question of the day, as its island', () => {
  it("takes an answer only once it has read this person's own state", async () => {
    let answerOwnState: (answer: ApiAnswer) => void = () => undefined;
    const calls = renderCard(() => new Promise<ApiAnswer>((resolve) => (answerOwnState = resolve)));
    expect(screen.getByText('lunes, 23 de noviembre de 2026')).toBeTruthy();
    // Whether this person already answered is not known yet: nothing can be chosen.
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('disabled', true);
    expect(calls).toEqual([{ method: 'GET', path: '/questions/daily-question', body: undefined }]);

    answerOwnState({ body: today });
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveProperty('disabled', false));
    expect(send().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('c) El titular'));
    expect(send().disabled).toBe(false);
  });

  it("says when this person's state cannot be read, and reads it on retry", async () => {
    let failing = true;
    renderCard(() =>
      failing
        ? { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Servicio caído.' } }
        : { body: today },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al cargar la pregunta del día: Servicio caído.');
    expect(screen.getAllByRole('radio')[0]).toHaveProperty('disabled', true);

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the new day's question, nothing chosen, when the day turned before the answer was sent", async () => {
    let day = today;
    const calls = renderCard(({ method }) => {
      if (method === 'GET') return { body: day };
      day = tomorrow;
      return {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: 'La pregunta del día ya cambió.' },
      };
    });
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByLabelText('c) El titular'));
    fireEvent.click(send());

    expect(await screen.findByText('¿Quién designa al comité de selección?')).toBeTruthy();
    expect(screen.getByText('martes, 24 de noviembre de 2026')).toBeTruthy();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('checked', false);
    expect(send().disabled).toBe(true);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /questions/daily-question',
      'POST /questions/daily-question/answer',
      'GET /questions/daily-question',
    ]);
  });
});
