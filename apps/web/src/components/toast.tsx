import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
  duration: number;
}

interface ToastApi {
  /** Bottom-centre message; 3 s by default, 6 s for the snackbars the specification asks for. */
  show(message: string, options?: { severity?: AlertColor; duration?: number }): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const TOAST_MS = 3000;
export const SNACKBAR_MS = 6000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback<ToastApi['show']>((message, options) => {
    setToast({
      id: Date.now(),
      message,
      severity: options?.severity ?? 'info',
      duration: options?.duration ?? TOAST_MS,
    });
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setToast(null);
  };
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        autoHideDuration={toast?.duration ?? TOAST_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert onClose={close} severity={toast?.severity ?? 'info'} variant="filled" sx={{ width: '100%' }}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
