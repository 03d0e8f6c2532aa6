import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { PublicQuestionResponse } from '@oece/contracts';
import { ALTERNATIVE_LETTERS } from '@oece/domain';
import { useId, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { AnswerOptions } from '../../../components/answer-options';
import { AnswerVerdict } from '../../../components/answer-verdict';
import { Explanation } from '../../../components/explanation';
import { useLegalBasis } from '../../../components/question-extras';
import { track } from '../../../lib/analytics';
import { useHydrated } from '../../../lib/use-hydrated';
import { FormerDailyResults } from './former-daily-results';

/** What the answer needs of the question: the page has the rest (its text, its topic). */
export type AnswerShown = Pick<
  PublicQuestionResponse,
  'alternatives' | 'correctAlternative' | 'explanation' | 'sources' | 'dailyResults'
>;

/**
 * A public question to answer before its answer shows: the visitor picks an option and presses
 * 'Ver respuesta'. The answer (key, explanation, legal basis, a former question of the day's
 * results) is in the served page all along, inside a `<details>`: without JavaScript, or for a
 * crawler, 'Ver respuesta' opens it; once the page runs, it opens only after an option is chosen,
 * and then says whether the choice was right.
 */
export function QuestionAnswer({
  question,
  labelledBy,
}: {
  question: AnswerShown;
  /** Id of the question's text, the options' accessible name. */
  labelledBy: string;
}) {
  const hydrated = useHydrated();
  const legalBasis = useLegalBasis();
  const [selected, setSelected] = useState<number | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [unchosen, setUnchosen] = useState(false);
  const answer = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const key = question.correctAlternative;

  function reveal(chosen: number | null) {
    setRevealed(true);
    if (chosen !== null) track('question_answered', { from: 'question_page', correct: chosen === key });
  }

  function pressed(event: MouseEvent) {
    // The page decides when the answer opens: not before an option is chosen.
    event.preventDefault();
    if (selected === null) return setUnchosen(true);
    // The button goes away as the answer opens: the focus moves to the answer.
    flushSync(() => reveal(selected));
    answer.current?.focus();
  }

  // The browser may open it on its own (find in page): then the answer shows, without a verdict.
  function toggled(event: SyntheticEvent<HTMLDetailsElement>) {
    if (event.currentTarget.open && !revealed) reveal(null);
  }

  return (
    <>
      <AnswerOptions
        labelledBy={labelledBy}
        alternatives={question.alternatives}
        selected={selected}
        onSelect={(option) => {
          setSelected(option);
          setUnchosen(false);
        }}
        disabled={!hydrated || revealed}
        correctAlternative={revealed ? key : null}
      />
      <Box component="details" open={revealed} onToggle={toggled}>
        <Box
          component="summary"
          onClick={pressed}
          aria-describedby={unchosen ? hintId : undefined}
          sx={{
            display: revealed ? 'none' : 'inline-flex',
            alignItems: 'center',
            px: 2.5,
            py: 1,
            borderRadius: 1,
            cursor: 'pointer',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 600,
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            '&:hover': { bgcolor: 'primary.dark' },
            '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: 2 },
          }}
        >
          Ver respuesta
        </Box>
        <Box ref={answer} tabIndex={-1} sx={{ display: 'grid', gap: 2, outline: 'none' }}>
          {revealed && selected !== null && (
            <AnswerVerdict correct={selected === key} correctAlternative={key} />
          )}
          <Box
            sx={{
              p: 1.5,
              border: 1,
              borderRadius: 1,
              borderColor: 'success.main',
              bgcolor: (theme) => alpha(theme.palette.success.main, 0.1),
            }}
          >
            <Typography
              component="h2"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: 'success.dark' }}
            >
              <CheckCircleIcon fontSize="small" aria-hidden />
              Respuesta correcta
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              {ALTERNATIVE_LETTERS[key]}) {question.alternatives[key]}
            </Typography>
          </Box>
          {question.explanation && <Explanation text={question.explanation} />}
          {legalBasis(question.sources)}
          {question.dailyResults && (
            <FormerDailyResults results={question.dailyResults} correctAlternative={key} />
          )}
        </Box>
      </Box>
      {unchosen && (
        <Typography id={hintId} role="alert" color="error" variant="body2">
          Elige una alternativa para ver si acertaste.
        </Typography>
      )}
    </>
  );
}
