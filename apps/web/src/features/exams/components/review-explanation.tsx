import { Alert, Box, Button, Typography } from '@mui/material';
import type { ExamQuestion } from '@oece/contracts';
import { EXPLANATION_LOCKED_TEXT } from '@oece/domain';
import { useId, useState } from 'react';
import { useLegalBasis } from '../../../components/question-extras';

export const EXPLANATION_PREVIEW_LENGTH = 64;

/**
 * Why the key is right, under a question of the review: a preview of its first 64 characters that
 * one tap opens to the whole explanation with its legal basis. A plan without explanations gets
 * the locked message instead (the server sends neither text nor sources then).
 */
export function ReviewExplanation({ question }: { question: ExamQuestion }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const legalBasis = useLegalBasis();
  if (question.explanationLocked) {
    return (
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          Ver explicación
        </Button>
        <Box id={id}>
          {open && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {EXPLANATION_LOCKED_TEXT}
            </Alert>
          )}
        </Box>
      </Box>
    );
  }
  const text = question.explanation;
  const sources = question.sources ?? [];
  if (!text && sources.length === 0) return null;
  const long = !!text && text.length > EXPLANATION_PREVIEW_LENGTH;
  const whole = open || !long;
  return (
    <Box sx={{ mt: 1, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, display: 'grid', gap: 0.5 }}>
      <Box id={id} sx={{ display: 'grid', gap: 0.5 }}>
        {text && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Explicación
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {whole ? text : `${text.slice(0, EXPLANATION_PREVIEW_LENGTH).trimEnd()}…`}
            </Typography>
          </>
        )}
        {whole && legalBasis(sources)}
      </Box>
      {long && (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          sx={{ justifySelf: 'start' }}
        >
          {open ? 'Ver menos' : 'Ver explicación completa'}
        </Button>
      )}
    </Box>
  );
}
