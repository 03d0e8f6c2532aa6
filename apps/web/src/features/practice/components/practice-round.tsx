import { Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import type { PracticeQuestion as Question } from '@oece/contracts';
import { COMPETENCY_LABELS } from '@oece/domain';
import { useRef, useState } from 'react';
import { PracticeQuestion } from './practice-question';
import { PracticeSummary } from './practice-summary';

/** One question at a time: choose, grade, read the key, move on; then the summary. */
export function PracticeRound({ questions }: { questions: Question[] }) {
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [graded, setGraded] = useState(false);
  const [correctCount, setCorrectCount] = useState(0);
  const [finished, setFinished] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const total = questions.length;
  const question = questions[index]!;
  const last = index === total - 1;

  if (finished) return <PracticeSummary correct={correctCount} total={total} />;

  function grade() {
    if (selected === null) return;
    setGraded(true);
    if (selected === question.correctAlternative) setCorrectCount((count) => count + 1);
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
        aria-label="Avance de la práctica"
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
          {!graded ? 'Calificar' : last ? 'Finalizar práctica' : 'Siguiente pregunta'}
        </Button>
      </Box>
    </Box>
  );
}
