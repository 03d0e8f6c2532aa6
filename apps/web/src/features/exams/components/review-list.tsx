import FlagIcon from '@mui/icons-material/Flag';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { Alert, Box, Card, CardContent, Chip, ToggleButton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ALTERNATIVE_LETTERS, COMPETENCY_LABELS } from '@oece/domain';
import { useState } from 'react';
import { useReportButton } from '../../../components/question-extras';
import { LockedExplanation, ReviewExplanation } from './review-explanation';
import {
  matchesReviewFilter,
  REVIEW_FILTER_EMPTY,
  REVIEW_FILTER_LABELS,
  REVIEW_FILTERS,
  reviewFilterCounts,
  type ReviewEntry,
  type ReviewFilter,
  type ReviewOutcome,
} from './review-filters';

const OUTCOME_TONE: Record<ReviewOutcome, 'success' | 'error' | 'warning'> = {
  CORRECT: 'success',
  INCORRECT: 'error',
  BLANK: 'warning',
};

/**
 * What an option of a reviewed question says it is, in words as well as colour: the key, the
 * candidate's pick, or both at once on a question answered right.
 */
function optionMark(
  option: number,
  key: number,
  response: number | null,
): { text: string; tone: 'success' | 'error' } | null {
  if (option === key)
    return { text: option === response ? 'Tu respuesta: correcta' : 'Respuesta correcta', tone: 'success' };
  if (option === response) return { text: 'Tu respuesta: incorrecta', tone: 'error' };
  return null;
}

function ReviewItem({ entry }: { entry: ReviewEntry }) {
  const { question, number, response, flagged, outcome } = entry;
  const tone = OUTCOME_TONE[outcome];
  const reportButton = useReportButton();
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', borderLeft: 6, borderLeftColor: `${tone}.main` }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Pregunta {number}
          </Typography>
          {outcome === 'CORRECT' && (
            <Typography sx={{ color: 'success.dark', display: 'flex', gap: 0.5, fontWeight: 600 }}>
              <CheckCircleIcon aria-hidden /> Correcta
            </Typography>
          )}
          {outcome === 'INCORRECT' && (
            <Typography sx={{ color: 'error.dark', display: 'flex', gap: 0.5, fontWeight: 600 }}>
              <CancelIcon aria-hidden /> Incorrecta
            </Typography>
          )}
          {outcome === 'BLANK' && <RemoveCircleIcon aria-hidden color="warning" />}
          {flagged && <Chip size="small" variant="outlined" icon={<FlagIcon />} label="Marcada" />}
          <Chip size="small" label={COMPETENCY_LABELS[question.category]} />
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{question.question}</Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {question.alternatives.map((alternative, option) => {
            const mark = optionMark(option, question.correctAlternative!, response);
            return (
              <Box
                component="li"
                key={option}
                sx={{
                  px: 1,
                  py: 0.5,
                  border: 1,
                  borderRadius: 1,
                  borderColor: mark ? `${mark.tone}.main` : 'transparent',
                  bgcolor: (theme) => (mark ? alpha(theme.palette[mark.tone].main, 0.08) : 'transparent'),
                  fontWeight: mark?.tone === 'success' ? 700 : 400,
                }}
              >
                {ALTERNATIVE_LETTERS[option]}) {alternative}
                {mark && (
                  <>
                    {' '}
                    <Box
                      component="span"
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 0.5,
                        fontSize: '0.875rem',
                        fontWeight: 700,
                        color: `${mark.tone}.dark`,
                      }}
                    >
                      {mark.tone === 'success' ? (
                        <CheckCircleIcon aria-hidden fontSize="small" />
                      ) : (
                        <CancelIcon aria-hidden fontSize="small" />
                      )}
                      {mark.text}
                    </Box>
                  </>
                )}
              </Box>
            );
          })}
        </Box>
        {outcome === 'BLANK' && (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            No respondiste esta pregunta
          </Alert>
        )}
        {question.explanationLocked ? (
          outcome !== 'CORRECT' && <LockedExplanation />
        ) : (
          <ReviewExplanation question={question} />
        )}
        <Box sx={{ mt: 1 }}>{reportButton(question.id, 'EXAM_REVIEW')}</Box>
      </CardContent>
    </Card>
  );
}

/**
 * The review of a finished exam, filtered to 'Todas', 'Incorrectas', 'Sin responder' or
 * 'Marcadas'; each question keeps its number in the exam.
 */
export function ReviewList({ entries }: { entries: readonly ReviewEntry[] }) {
  const [filter, setFilter] = useState<ReviewFilter>('ALL');
  const counts = reviewFilterCounts(entries);
  const shown = entries.filter((entry) => matchesReviewFilter(entry, filter));
  return (
    <>
      <Box
        role="group"
        aria-label="Filtrar la revisión"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {REVIEW_FILTERS.map((item) => (
          <ToggleButton
            key={item}
            value={item}
            size="small"
            color="primary"
            selected={item === filter}
            onChange={() => setFilter(item)}
            sx={{ px: 1.5, bgcolor: 'background.paper' }}
          >
            {REVIEW_FILTER_LABELS[item]} ({counts[item]})
          </ToggleButton>
        ))}
      </Box>
      {filter !== 'ALL' && shown.length === 0 ? (
        <Alert severity="info">{REVIEW_FILTER_EMPTY[filter]}</Alert>
      ) : (
        <Box component="ol" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
          {shown.map((entry) => (
            <ReviewItem key={entry.question.id} entry={entry} />
          ))}
        </Box>
      )}
    </>
  );
}
