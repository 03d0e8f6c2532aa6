import { Box, Button, Link as MuiLink, TextField, Typography } from '@mui/material';
import { EXAM_DATE_MAX_DAYS, paths } from '@oece/contracts';
import { formatLongDay, limaDay } from '@oece/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/toast';
import { useBrand } from '../../../config/settings';
import { examDateErrorMessage, useSetExamDate } from '../api/set-exam-date';

const DAY_MS = 86_400_000;

/** Calendar days from `today` to `day` (both YYYY-MM-DD, read as UTC midnights: exact). */
function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);
}

function countdown(days: number): string {
  if (days < 0) return 'Esa fecha ya pasó: elige la de tu próximo examen.';
  if (days === 0) return '¡Tu examen es hoy! Mucha suerte.';
  if (days === 1) return 'Falta 1 día para tu examen.';
  return `Faltan ${days} días para tu examen.`;
}

/**
 * The day of the member's certification exam: no card of the deck is planned past it, so the
 * whole deck comes round before. `examDate`: the saved date, which the field starts from.
 */
export function ExamDateForm({ examDate }: { examDate: string | null }) {
  const brand = useBrand();
  const toast = useToast();
  const save = useSetExamDate();
  const [value, setValue] = useState(examDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const today = limaDay(new Date());
  const latest = new Date(Date.parse(today) + EXAM_DATE_MAX_DAYS * DAY_MS).toISOString().slice(0, 10);

  function send(day: string | null) {
    setError(null);
    save.mutate(day, {
      onSuccess: (response) => {
        setValue(response.examDate ?? '');
        toast.show(response.message, { severity: 'success' });
      },
      onError: (failure) => setError(examDateErrorMessage(failure)),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) {
      setError('Elige la fecha de tu examen.');
      return;
    }
    send(value);
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {examDate && (
        <Typography>
          Tu examen: <strong>{formatLongDay(examDate)}</strong>. {countdown(daysBetween(today, examDate))}
        </Typography>
      )}
      {/* The server's messages say what is wrong with a date; the browser's own checks would not. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
      >
        <TextField
          type="date"
          label="Fecha de tu examen"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error !== null}
          helperText={error ?? 'Tu repaso se organiza para que veas todas tus preguntas antes de ese día.'}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: latest } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar fecha
          </Button>
          {examDate && (
            <Button variant="outlined" disabled={save.isPending} onClick={() => send(null)}>
              Borrar fecha
            </Button>
          )}
        </Box>
      </Box>
      {brand.publicContent && (
        <Typography variant="body2">
          ¿Aún no tienes fecha?{' '}
          <MuiLink component={Link} to={paths.schedule}>
            Ver el cronograma oficial
          </MuiLink>
        </Typography>
      )}
    </Box>
  );
}
