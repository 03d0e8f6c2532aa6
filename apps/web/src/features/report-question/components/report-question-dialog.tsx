import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { ReportContext } from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useCreateQuestionReport } from '../api/create-question-report';

// The bounds of createQuestionReportRequestSchema, counted on the trimmed text as the server does. A
// longer text is not cut (a paste would lose its end): the counter turns red and sending waits.
export const REPORT_MIN_LENGTH = 10;
export const REPORT_MAX_LENGTH = 1000;

/** Loaded on demand by ReportQuestionButton. */
export function ReportQuestionDialog({
  open,
  onClose,
  questionId,
  context,
}: {
  open: boolean;
  onClose: () => void;
  questionId: number;
  context: ReportContext;
}) {
  const toast = useToast();
  const create = useCreateQuestionReport();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const length = message.trim().length;
  const ready = length >= REPORT_MIN_LENGTH && length <= REPORT_MAX_LENGTH && !create.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setError(null);
    try {
      const result = await create.mutateAsync({ questionId, context, message });
      toast.show(result.message, { severity: 'success', duration: SNACKBAR_MS });
      setSent(true);
      onClose();
    } catch (caught) {
      // The text stays as typed: the candidate fixes it or tries again later.
      setError(caught instanceof ApiError ? caught.message : 'No se pudo enviar el reporte');
    }
  }

  return (
    <Dialog
      open={open}
      // A report on its way is not abandoned half-sent: its answer must have somewhere to show.
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          sx: { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } },
        },
        transition: {
          // Cleared once out of sight, so the text does not vanish while the dialog fades.
          onExited: () => {
            setError(null);
            if (sent) {
              setMessage('');
              setSent(false);
            }
          },
        },
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>Reportar un error en la pregunta</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Indica qué está mal (el enunciado, una alternativa, la respuesta o la explicación) y, si puedes,
            la norma que lo sustenta. Lo revisará nuestro equipo.
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Cuéntanos qué está mal"
            multiline
            minRows={4}
            maxRows={12}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            autoFocus
            fullWidth
            error={length > REPORT_MAX_LENGTH}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>
                  Entre {REPORT_MIN_LENGTH} y {REPORT_MAX_LENGTH} caracteres.
                </span>
                <span>
                  {length}/{REPORT_MAX_LENGTH}
                </span>
              </Box>
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {create.isPending ? 'Enviando…' : 'Enviar reporte'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
