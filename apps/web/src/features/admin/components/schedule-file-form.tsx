import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { ScheduleFileImportRequest } from '@oece/contracts';
import { fromLimaDateTimeInput, limaDateTimeInput } from '@oece/domain';
import { useId, useState, type FormEvent } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSubmit } from '../../../components/ui/use-submit';
import { importScheduleFile, useImportSchedule } from '../api/import-schedule';

/**
 * A schedule file, for operators without the live source: CSV (one row per sitting) or the JSON
 * of content/schedule. A CSV file does not say when its data was taken, so the form asks.
 */
export function ScheduleFileForm() {
  const toast = useToast();
  const upload = useImportSchedule(importScheduleFile);
  const [file, setFile] = useState<File | null>(null);
  const [takenAt, setTakenAt] = useState(() => limaDateTimeInput(new Date()));
  const [noFile, setNoFile] = useState(false);
  const fileId = useId();
  const format = file?.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  const importing = useSubmit(async (form: HTMLFormElement, chosen: File) => {
    const content = await chosen.text();
    const request: ScheduleFileImportRequest =
      format === 'json' ? { format, content } : { format, content, takenAt: fromLimaDateTimeInput(takenAt) };
    const { run } = await upload.mutateAsync(request);
    toast.show(`Cronograma importado: ${run.message}`, { severity: 'success', duration: SNACKBAR_MS });
    setFile(null);
    form.reset();
  }, 'Error de red');
  const error = noFile ? 'Elige un archivo CSV o JSON.' : importing.error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNoFile(!file);
    if (file) void importing.submit(event.currentTarget, file);
  }

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Importar un archivo
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          CSV con las columnas departamento, sede, fecha_limite_inscripcion, fecha_examen, hora_examen,
          capacidad e inscritos (separadas por coma o punto y coma; fechas DD/MM/AAAA, horas como 15:30 o 3:30
          p. m.), o el JSON descrito en content/schedule/README.md. El archivo se importa entero o no se
          importa.
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <Box>
            <Typography component="label" htmlFor={fileId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
              Archivo (CSV o JSON)
            </Typography>
            <input
              id={fileId}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setNoFile(false);
                importing.reset();
              }}
            />
          </Box>
          {format === 'csv' && (
            <TextField
              label="Fecha y hora de los datos (Lima)"
              type="datetime-local"
              value={takenAt}
              onChange={(event) => setTakenAt(event.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <Button type="submit" variant="contained" disabled={importing.pending}>
            {importing.pending ? 'Importando...' : 'Importar archivo'}
          </Button>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
