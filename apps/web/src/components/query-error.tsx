import { Alert, Button } from '@mui/material';

/** A query that failed: what could not be loaded, the server's reason, and a way to try again. */
export function QueryError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {what}: {error.message}
    </Alert>
  );
}
