import { Alert, Box, Button } from '@mui/material';
import type { ExamQuestion } from '@oece/contracts';
import { EXPLANATION_LOCKED_TEXT } from '@oece/domain';
import { useId, useState } from 'react';
import { Explanation } from '../../../components/explanation';
import { useLegalBasis } from '../../../components/question-extras';

/**
 * Why the key is right, under a question of the review: the whole explanation and its legal basis
 * at once, so that reading the review takes no tap.
 */
export function ReviewExplanation({ question }: { question: ExamQuestion }) {
  const legalBasis = useLegalBasis();
  const sources = question.sources ?? [];
  if (!question.explanation && sources.length === 0) return null;
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 1 }}>
      {question.explanation && <Explanation text={question.explanation} heading="h4" />}
      {legalBasis(sources)}
    </Box>
  );
}

/**
 * For a plan without explanations (the server sends neither text nor sources then): 'Ver
 * explicación' tells which plans have them.
 */
export function LockedExplanation() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
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
