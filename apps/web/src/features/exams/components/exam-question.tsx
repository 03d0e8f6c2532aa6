import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { Button, Card, CardContent, Typography } from '@mui/material';
import type { ExamQuestion as Question } from '@oece/contracts';
import { memo, type Ref } from 'react';
import { AnswerOptions } from '../../../components/answer-options';

/** The review mark of the question shown; a move to another question with the same mark leaves it be. */
const FlagButton = memo(function FlagButton({
  flagged,
  finishing,
  onToggleFlag,
}: {
  flagged: boolean;
  finishing: boolean;
  onToggleFlag(): void;
}) {
  return (
    <Button
      variant={flagged ? 'contained' : 'outlined'}
      aria-pressed={flagged}
      startIcon={flagged ? <FlagIcon /> : <OutlinedFlagIcon />}
      onClick={onToggleFlag}
      disabled={finishing}
      sx={{ mt: 2 }}
    >
      {flagged ? 'Marcada para revisar' : 'Marcar para revisar'}
    </Button>
  );
});

/** The question's text: a choice leaves it be, only a move to another question renders it again. */
const QuestionHeading = memo(function QuestionHeading({
  id,
  headingRef,
  text,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  text: string;
}) {
  return (
    <Typography
      component="h1"
      id={id}
      ref={headingRef}
      tabIndex={-1}
      // Focused only to be read out after a move; it is not a control.
      sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem', fontWeight: 600, mb: 2, outline: 'none' }}
    >
      {text}
    </Typography>
  );
});

/** The same element on every render, so that a move does not render it again. */
const KEYBOARD_HINT = (
  <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, mt: 2 }}>
    Con el teclado: A–D o 1–4 eligen la alternativa (también ↑ ↓ entre ellas); ← → cambian de pregunta.
  </Typography>
);

/**
 * The running exam's question: its text, its options and the review mark. Memoised: the exam's
 * timer ticks every second and the rest of the screen changes around it, and on a slow phone
 * rendering the options again for nothing is what delays the next tap.
 */
export const ExamQuestion = memo(function ExamQuestion({
  question,
  headingId,
  headingRef,
  selected,
  flagged,
  finishing,
  onChoose,
  onToggleFlag,
}: {
  question: Question;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The chosen option (null blank, -1 skipped). */
  selected: number | null;
  flagged: boolean;
  finishing: boolean;
  onChoose(questionId: number, option: number): void;
  /** Marks or unmarks the question shown. */
  onToggleFlag(): void;
}) {
  return (
    <Card>
      <CardContent>
        <QuestionHeading id={headingId} headingRef={headingRef} text={question.question} />
        <AnswerOptions
          labelledBy={headingId}
          alternatives={question.alternatives}
          selected={selected}
          onSelect={(option) => onChoose(question.id, option)}
          disabled={finishing}
          correctAlternative={null}
        />
        <FlagButton flagged={flagged} finishing={finishing} onToggleFlag={onToggleFlag} />
        {KEYBOARD_HINT}
      </CardContent>
    </Card>
  );
});
