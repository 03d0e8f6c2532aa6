import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type ButtonProps,
  type DialogProps,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/**
 * A dialog that is one form: its title names it, Enter in a field submits, a failed save is said
 * above the fields, and 'Cancelar' or Escape closes it, except while saving: the save's answer
 * must have somewhere to show. The field to start on takes `autoFocus`.
 */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  submitLabel,
  pendingLabel = submitLabel,
  submitColor,
  pending,
  ready = true,
  error,
  maxWidth = 'xs',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  onSubmit: () => void;
  submitLabel: string;
  /** The submit button's label while saving; by default it keeps its own. */
  pendingLabel?: string;
  submitColor?: ButtonProps['color'];
  pending: boolean;
  /** False while a required field is empty or a field is wrong: the submit button waits. */
  ready?: boolean;
  /** A failed save, said above the fields. */
  error?: string | null;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !pending) onSubmit();
  }

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth={maxWidth}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {/* DialogContent drops its top padding under a title; an outlined field's label rises
              above its box, so the fields start a little lower to keep that label in sight. */}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={pending || !ready}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
