import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { QueryError } from '../../../components/query-error';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSubmit } from '../../../components/ui/use-submit';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { useSetUpTwoFactor } from '../api/set-up-two-factor';
import { OneTimeCodeField } from './one-time-code-field';
import { RecoveryCodesView } from './recovery-codes-view';
import { TwoFactorSetupView } from './two-factor-setup-view';

/** Turning the app on: its QR code, then its first code; the page then shows the recovery codes. */
function EnableTwoFactor({ onEnabled }: { onEnabled(recoveryCodes: string[]): void }) {
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const starting = useSubmit(
    () => setUp.mutateAsync(),
    'No se pudo generar el código QR. Inténtalo de nuevo.',
  );
  const confirming = useSubmit(
    async () => onEnabled((await enable.mutateAsync({ code })).recoveryCodes),
    'No se pudo activar. Revisa tu conexión e inténtalo de nuevo.',
  );

  if (!setUp.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        {starting.error && <Alert severity="error">{starting.error}</Alert>}
        <Button variant="contained" onClick={() => void starting.submit()} disabled={starting.pending}>
          {starting.pending ? 'Generando...' : 'Activar verificación en dos pasos'}
        </Button>
      </Box>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void confirming.submit();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <TwoFactorSetupView setup={setUp.data} />
      {confirming.error && <Alert severity="error">{confirming.error}</Alert>}
      <OneTimeCodeField value={code} onChange={(event) => setCode(event.target.value)} autoFocus />
      <Button type="submit" variant="contained" disabled={confirming.pending || !code.trim()}>
        {confirming.pending ? 'Activando...' : 'Activar'}
      </Button>
    </Box>
  );
}

/** Turning it off takes a current code (or a recovery code): a session alone is not enough. */
function DisableTwoFactor() {
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const disabling = useSubmit(async () => {
    await disable.mutateAsync({ code });
    toast.show('Verificación en dos pasos desactivada', { severity: 'success', duration: SNACKBAR_MS });
  }, 'No se pudo desactivar. Revisa tu conexión e inténtalo de nuevo.');

  function submit(event: FormEvent) {
    event.preventDefault();
    void disabling.submit();
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <Typography>Para desactivarla, escribe un código de tu aplicación.</Typography>
      {disabling.error && <Alert severity="error">{disabling.error}</Alert>}
      <OneTimeCodeField
        key={recovery ? 'recovery' : 'app'}
        recovery={recovery}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" color="error" variant="outlined" disabled={disabling.pending || !code.trim()}>
          {disabling.pending ? 'Desactivando...' : 'Desactivar'}
        </Button>
        <Button
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
          }}
        >
          {recovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
        </Button>
      </Box>
    </Box>
  );
}

/** Administración → Seguridad: the administrator's own second factor (decision 0026). */
export function SecurityPage() {
  const status = useTwoFactor();
  // Shown once, until the administrator says they are kept, whatever the status says meanwhile.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Seguridad
      </Typography>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            Verificación en dos pasos
          </Typography>
          <Typography color="text.secondary">
            Además de tu contraseña, al ingresar se te pedirá un código de una aplicación de autenticación en
            tu teléfono.
          </Typography>
          {status.isPending && <CircularProgress aria-label="Cargando" />}
          {status.isError && (
            <QueryError what="No se pudo cargar" error={status.error} onRetry={() => void status.refetch()} />
          )}
          {recoveryCodes ? (
            <RecoveryCodesView codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          ) : (
            status.data &&
            (status.data.enabled ? (
              <>
                <Alert severity="success">
                  Activada. Te quedan {status.data.recoveryCodesLeft} códigos de recuperación.
                </Alert>
                {status.data.required ? (
                  <Typography color="text.secondary">
                    En este sitio es obligatoria para los administradores.
                  </Typography>
                ) : (
                  <DisableTwoFactor />
                )}
              </>
            ) : (
              <EnableTwoFactor onEnabled={setRecoveryCodes} />
            ))
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
