import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { isPaymentHours } from '@oece/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { useSettings } from '../../../config/settings';
import { openAdvisorChat } from '../../../lib/advisor';

export function CompleteExamDialog({
  open,
  onClose,
  onValidate,
}: {
  open: boolean;
  onClose: () => void;
  /** The code is checked when the exam starts, after the instructions. */
  onValidate: (code: string) => void;
}) {
  const settings = useSettings();
  const navigate = useNavigate();
  const [code, setCode] = useState('');

  function wantCode() {
    // During payment hours the plans page sells online; otherwise an advisor answers the chat.
    if (settings.brand.pricing && isPaymentHours()) navigate(paths.pricing);
    else openAdvisorChat(settings, 'access-code', 'complete_exam');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) onValidate(code.trim());
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>¡Examen completo ya disponible!</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Con una membresía activa tienes intentos ilimitados mientras dure; un código de acceso te da un
            mes. Si ya tienes tu código, ingrésalo y valídalo para empezar.
          </DialogContentText>
          <TextField
            label="Código de acceso"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>Entendido</Button>
          <Button variant="outlined" onClick={wantCode}>
            Quiero mi código
          </Button>
          {code.trim() !== '' && (
            <Button type="submit" variant="contained">
              Validar código
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
