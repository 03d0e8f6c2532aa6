import { Alert } from '@mui/material';
import { ALTERNATIVE_LETTERS } from '@oece/domain';

/** Whether the chosen option is the key, and which option is when it is not. */
export function AnswerVerdict({
  correct,
  correctAlternative,
}: {
  correct: boolean;
  correctAlternative: number;
}) {
  return correct ? (
    <Alert severity="success">¡Correcto!</Alert>
  ) : (
    <Alert severity="error">
      Incorrecto. La respuesta correcta es la alternativa {ALTERNATIVE_LETTERS[correctAlternative]})
    </Alert>
  );
}
