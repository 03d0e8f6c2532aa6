import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  TextField,
  Typography,
} from '@mui/material';
import { paths, type LoginResponse, type TwoFactorSetup } from '@oece/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { PasswordField } from '../../../components/ui/password-field';
import { useSession } from '../../../lib/session';
import { adminLoginCode } from '../api/admin-login-code';
import { confirmEnrolment } from '../api/confirm-enrolment';
import { adminLogin, LoginError } from '../api/login';
import { startEnrolment } from '../api/start-enrolment';
import { adminLoginMessage } from './admin-login-message';
import { OneTimeCodeField } from './one-time-code-field';
import { RecoveryCodesView } from './recovery-codes-view';
import { TwoFactorSetupView } from './two-factor-setup-view';

/** Where the login stands: the password, the second step of its ticket, or the codes to keep. */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; ticket: string }
  | { kind: 'enrol'; ticket: string }
  | { kind: 'recovery-codes'; session: LoginResponse; codes: string[] };

function LoginCard({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit?(event: FormEvent): void;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 3, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent
          component={onSubmit ? 'form' : 'div'}
          onSubmit={onSubmit}
          noValidate
          sx={{ display: 'grid', gap: 2, p: 3 }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** A form's failure, or the message that sends the person back to the password. */
function useStepError(onRestart: (message: string) => void) {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    report(caught: unknown) {
      const message = adminLoginMessage(caught);
      // The ticket expired or was used: only the password starts a new one.
      if (caught instanceof LoginError && caught.code === 'UNAUTHORIZED') onRestart(message);
      else setError(message);
    },
  };
}

function CodeStep(props: {
  ticket: string;
  onSession(session: LoginResponse): Promise<void>;
  onRestart(message: string): void;
}) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const failure = useStepError(props.onRestart);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    failure.clear();
    try {
      await props.onSession(await adminLoginCode({ ticket: props.ticket, code }));
    } catch (caught) {
      failure.report(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <LoginCard title="Verificación en dos pasos" onSubmit={submit}>
      <Typography color="text.secondary">
        {recovery
          ? 'Escribe uno de tus códigos de recuperación. Cada código sirve una sola vez.'
          : 'Abre tu aplicación de autenticación y escribe el código de 6 dígitos.'}
      </Typography>
      {failure.error && <Alert severity="error">{failure.error}</Alert>}
      <OneTimeCodeField
        key={recovery ? 'recovery' : 'app'}
        recovery={recovery}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoFocus
      />
      <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
        {busy ? 'Verificando...' : 'Verificar'}
      </Button>
      <Button
        onClick={() => {
          setRecovery((value) => !value);
          setCode('');
          failure.clear();
        }}
      >
        {recovery ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
      </Button>
    </LoginCard>
  );
}

function EnrolStep(props: {
  ticket: string;
  onEnrolled(session: LoginResponse, codes: string[]): void;
  onRestart(message: string): void;
}) {
  const { ticket, onRestart } = props;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const failure = useStepError(onRestart);
  const { report } = failure;
  // One secret per ticket: a second request would replace the one already on the screen.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    startEnrolment(ticket).then(setSetup, report);
  }, [ticket, report]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    failure.clear();
    try {
      const { recoveryCodes, ...session } = await confirmEnrolment({ ticket, code });
      props.onEnrolled(session, recoveryCodes);
    } catch (caught) {
      failure.report(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <LoginCard title="Activa la verificación en dos pasos" onSubmit={submit}>
      <Typography color="text.secondary">
        Los administradores de este sitio ingresan con su contraseña y un código de su teléfono.
      </Typography>
      {failure.error && <Alert severity="error">{failure.error}</Alert>}
      {setup ? (
        <>
          <TwoFactorSetupView setup={setup} />
          <OneTimeCodeField value={code} onChange={(event) => setCode(event.target.value)} />
          <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
            {busy ? 'Activando...' : 'Activar e ingresar'}
          </Button>
        </>
      ) : (
        !failure.error && (
          <CircularProgress aria-label="Generando el código QR" sx={{ justifySelf: 'center' }} />
        )
      )}
    </LoginCard>
  );
}

function PasswordStep({
  onAnswer,
}: {
  onAnswer(answer: Awaited<ReturnType<typeof adminLogin>>): Promise<void>;
}) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onAnswer(await adminLogin({ username, password }));
    } catch (error) {
      toast.show(adminLoginMessage(error), { severity: 'error', duration: SNACKBAR_MS });
    } finally {
      setBusy(false);
    }
  }

  return (
    <LoginCard title="Administración" onSubmit={submit}>
      <TextField
        label="Usuario"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoFocus
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="contained" disabled={busy || !username.trim() || !password.trim()}>
        {busy ? 'Ingresando...' : 'Ingresar'}
      </Button>
      <MuiLink component={Link} to={paths.forgotPassword} variant="body2" sx={{ textAlign: 'center' }}>
        ¿Olvidaste tu contraseña?
      </MuiLink>
    </LoginCard>
  );
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });

  async function enter(session: LoginResponse) {
    try {
      await signIn(session);
      navigate(paths.admin.users, { replace: true });
    } catch (error) {
      toast.show(adminLoginMessage(error), { severity: 'error', duration: SNACKBAR_MS });
      setStep({ kind: 'password' });
    }
  }

  function restart(message: string) {
    toast.show(message, { severity: 'warning', duration: SNACKBAR_MS });
    setStep({ kind: 'password' });
  }

  switch (step.kind) {
    case 'password':
      return (
        <PasswordStep
          onAnswer={async (answer) => {
            if (!('secondFactor' in answer)) return enter(answer);
            setStep({ kind: answer.secondFactor === 'CODE' ? 'code' : 'enrol', ticket: answer.ticket });
          }}
        />
      );
    case 'code':
      return <CodeStep ticket={step.ticket} onSession={enter} onRestart={restart} />;
    case 'enrol':
      return (
        <EnrolStep
          ticket={step.ticket}
          onEnrolled={(session, codes) => setStep({ kind: 'recovery-codes', session, codes })}
          onRestart={restart}
        />
      );
    case 'recovery-codes':
      return (
        <LoginCard title="Tus códigos de recuperación">
          <RecoveryCodesView codes={step.codes} onDone={() => void enter(step.session)} />
        </LoginCard>
      );
  }
}
