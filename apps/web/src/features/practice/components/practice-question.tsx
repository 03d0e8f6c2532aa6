import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { PracticeQuestion as Question } from '@oece/contracts';
import { ALTERNATIVE_LETTERS } from '@oece/domain';
import { useId } from 'react';

/** The question with its options; once graded the options lock and show the key. */
export function PracticeQuestion({
  question,
  selected,
  graded,
  onSelect,
}: {
  question: Question;
  selected: number | null;
  graded: boolean;
  onSelect(option: number): void;
}) {
  const textId = useId();
  const correct = selected === question.correctAlternative;

  function tone(option: number): 'success' | 'error' | null {
    if (!graded) return null;
    if (option === question.correctAlternative) return 'success';
    return option === selected ? 'error' : null;
  }

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={textId} sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', fontWeight: 600 }}>
          {question.question}
        </Typography>
        <RadioGroup
          aria-labelledby={textId}
          value={selected === null ? '' : String(selected)}
          onChange={(event) => onSelect(Number(event.target.value))}
          sx={{ gap: 1 }}
        >
          {question.alternatives.map((alternative, option) => {
            const color = tone(option);
            return (
              <FormControlLabel
                key={option}
                value={String(option)}
                control={<Radio />}
                disabled={graded}
                label={
                  <>
                    {ALTERNATIVE_LETTERS[option]}) {alternative}
                    {color === 'success' && (
                      <CheckCircleIcon
                        color="success"
                        fontSize="small"
                        titleAccess="Respuesta correcta"
                        sx={{ ml: 1, verticalAlign: 'text-bottom' }}
                      />
                    )}
                    {color === 'error' && (
                      <CancelIcon
                        color="error"
                        fontSize="small"
                        titleAccess="Tu respuesta"
                        sx={{ ml: 1, verticalAlign: 'text-bottom' }}
                      />
                    )}
                  </>
                }
                sx={{
                  m: 0,
                  pr: 1.5,
                  alignItems: 'flex-start',
                  border: 1,
                  borderRadius: 1,
                  borderColor: color ? `${color}.main` : 'divider',
                  bgcolor: (theme) => (color ? alpha(theme.palette[color].main, 0.1) : 'transparent'),
                  // Long options wrap under the radio's first line instead of centring on it.
                  '& .MuiFormControlLabel-label': { whiteSpace: 'pre-line', py: '9px' },
                  // Locked options stay readable: the answer key is what the member studies.
                  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                }}
              />
            );
          })}
        </RadioGroup>
        {graded &&
          (correct ? (
            <Alert severity="success">¡Correcto!</Alert>
          ) : (
            <Alert severity="error">
              Incorrecto. La respuesta correcta es la alternativa{' '}
              {ALTERNATIVE_LETTERS[question.correctAlternative]})
            </Alert>
          ))}
        {graded && question.explanation && (
          <Box sx={{ p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              Explicación
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {question.explanation}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
