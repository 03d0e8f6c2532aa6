import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { ScheduleFileImportRequest } from '@oece/contracts';
import { fromLimaDateTimeInput, limaDateTimeInput } from '@oece/domain';
import { useId, useState, type FormEvent } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
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
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const format = file?.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError('Elige un archivo CSV o JSON.');
      return;
    }
    const content = await file.text();
    const request: ScheduleFileImportRequest =
      format === 'json' ? { format, content } : { format, content, takenAt: fromLimaDateTimeInput(takenAt) };
    try {
      const { run } = await upload.mutateAsync(request);
      toast.show(`Cronograma importado: ${run.message}`, { severity: 'success', duration: SNACKBAR_MS });
      setFile(null);
      (event.target as HTMLFormElement).reset();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Error desconocido');
    }
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
          onSubmit={(event) => void submit(event)}
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
                setError(null);
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
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {upload.isPending ? 'Importando...' : 'Importar archivo'}
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
