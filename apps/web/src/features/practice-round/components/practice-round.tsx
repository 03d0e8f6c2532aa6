import { Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import type { PracticeQuestion as Question } from '@oece/contracts';
import { COMPETENCY_LABELS } from '@oece/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PracticeQuestion } from './practice-question';
import { PracticeSummary, type RoundExit, type RoundKind } from './practice-summary';

export type { RoundExit, RoundKind } from './practice-summary';

export interface PracticeRoundProps {
  /** The questions, asked in this order (none: nothing is shown). A new set needs a new `key`. */
  questions: Question[];
  /**
   * Called once per graded answer (responseIndex 0 to 3), in the round and in any round of the
   * failed ones; e.g. to report it to the review deck.
   */
  onGraded?(questionId: number, responseIndex: number): void;
  /** The summary's way back; by default a link 'Volver a exámenes' to the practice panel. */
  exit?: RoundExit;
  /** Shown in the summary under the result (the review deck's new due count, say). */
  summaryNote?: ReactNode;
  /** Names the round in its headings and buttons: a practice (default) or the deck's review. */
  kind?: RoundKind;
  /** Focus the first question's heading at once: the control that started the round is gone. */
  autoFocus?: boolean;
}

/**
 * One question at a time: choose, grade, read the key, move on; then the summary, which offers a
 * fresh round of exactly the questions answered wrong ('Practicar las que fallé'), a practice
 * whatever the first round was.
 */
export function PracticeRound({
  questions,
  onGraded,
  exit,
  summaryNote,
  kind = 'practice',
  autoFocus = false,
}: PracticeRoundProps) {
  const [round, setRound] = useState({ number: 0, questions });
  if (round.questions.length === 0) return null;
  return (
    <Round
      // A new round starts from scratch: its own answers, count and summary.
      key={round.number}
      questions={round.questions}
      onGraded={onGraded}
      exit={exit}
      summaryNote={summaryNote}
      kind={round.number === 0 ? kind : 'practice'}
      focusOnStart={autoFocus || round.number > 0}
      onRetry={(wrong) => setRound((current) => ({ number: current.number + 1, questions: wrong }))}
    />
  );
}

const LABELS: Record<RoundKind, { progress: string; finish: string }> = {
  practice: { progress: 'Avance de la práctica', finish: 'Finalizar práctica' },
  review: { progress: 'Avance del repaso', finish: 'Finalizar repaso' },
};

function Round({
  questions,
  onGraded,
  exit,
  summaryNote,
  kind,
  focusOnStart,
  onRetry,
}: Omit<PracticeRoundProps, 'kind' | 'autoFocus'> & {
  kind: RoundKind;
  focusOnStart: boolean;
  onRetry(wrong: Question[]): void;
}) {
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [graded, setGraded] = useState(false);
  const [wrong, setWrong] = useState<Question[]>([]);
  const [finished, setFinished] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnStart) heading.current?.focus();
  }, [focusOnStart]);

  const total = questions.length;
  const question = questions[index]!;
  const last = index === total - 1;
  const correctCount = index + (graded ? 1 : 0) - wrong.length;

  if (finished) {
    return (
      <PracticeSummary
        kind={kind}
        correct={total - wrong.length}
        total={total}
        exit={exit}
        note={summaryNote}
        onRetry={wrong.length > 0 ? () => onRetry(wrong) : undefined}
      />
    );
  }

  function grade() {
    if (selected === null) return;
    setGraded(true);
    if (selected !== question.correctAlternative) setWrong((current) => [...current, question]);
    onGraded?.(question.id, selected);
  }

  function next() {
    if (last) {
      setFinished(true);
      return;
    }
    setIndex(index + 1);
    setSelected(null);
    setGraded(false);
    // On a phone the next question starts above the fold: bring its header into view.
    heading.current?.focus();
  }

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h1"
          sx={{ fontWeight: 700, flexGrow: 1, outline: 'none' }}
        >
          Pregunta {index + 1} de {total}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Aciertos: {correctCount}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={((index + (graded ? 1 : 0)) / total) * 100}
        aria-label={LABELS[kind].progress}
      />
      <Box>
        <Chip label={COMPETENCY_LABELS[question.category]} color="primary" variant="outlined" size="small" />
      </Box>
      <PracticeQuestion question={question} selected={selected} graded={graded} onSelect={setSelected} />
      {/* One button that changes role keeps the keyboard focus from grading to the next question. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          color={graded && last ? 'success' : 'primary'}
          onClick={graded ? next : grade}
          disabled={!graded && selected === null}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {!graded ? 'Calificar' : last ? LABELS[kind].finish : 'Siguiente pregunta'}
        </Button>
      </Box>
    </Box>
  );
}
