import { Alert, Snackbar, type AlertColor } from '@mui/material';

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
  duration: number;
}

export function ToastView({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.duration}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert onClose={close} severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
