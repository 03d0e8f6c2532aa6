import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { AccessCode } from '@oece/contracts';
import { formatDate } from '@oece/domain';
import { useState } from 'react';
import { useAccessCodes } from '../api/get-access-codes';
import { GenerateAccessCodeForm } from './generate-access-code-form';
import { RevokeAccessCodeDialog } from './revoke-access-code-dialog';

const MONOSPACE = { fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' } as const;

function StateChip({ accessCode }: { accessCode: AccessCode }) {
  switch (accessCode.state) {
    case 'UNUSED':
      return <Chip size="small" color="info" variant="outlined" label="Sin usar" />;
    case 'ACTIVE':
      return (
        <Chip
          size="small"
          color="success"
          label={accessCode.expiresAt ? `Activo hasta ${formatDate(accessCode.expiresAt)}` : 'Activo'}
        />
      );
    case 'EXPIRED':
      return <Chip size="small" label="Expirado" />;
    case 'REVOKED':
      return <Chip size="small" color="error" label="Revocado" />;
  }
}

const isRevocable = (accessCode: AccessCode) =>
  accessCode.state === 'UNUSED' || accessCode.state === 'ACTIVE';

function RevokeButton({ accessCode, onRevoke }: { accessCode: AccessCode; onRevoke(): void }) {
  return (
    <Button size="small" color="error" aria-label={`Revocar ${accessCode.code}`} onClick={onRevoke}>
      Revocar
    </Button>
  );
}

export function AccessCodesPage() {
  const codes = useAccessCodes();
  const [revoking, setRevoking] = useState<AccessCode | null>(null);
  const wide = useMediaQuery('(min-width:720px)');
  const list = codes.data?.accessCodes ?? [];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Códigos de acceso
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cada código da un mes de exámenes completos ilimitados desde su primer uso.
      </Typography>
      <GenerateAccessCodeForm />
      {codes.isError && <Alert severity="error">No se pudo cargar los códigos: {codes.error.message}</Alert>}
      {codes.isPending && <CircularProgress aria-label="Cargando códigos" />}
      {codes.isSuccess && list.length === 0 && <Alert severity="info">Aún no hay códigos.</Alert>}
      {list.length > 0 && wide && (
        <TableContainer component={Card}>
          <Table size="small" aria-label="Códigos de acceso">
            <TableHead>
              <TableRow>
                <TableCell>Código</TableCell>
                <TableCell>Nota</TableCell>
                <TableCell>Creado</TableCell>
                <TableCell>Estado</TableCell>
                <TableCell>Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((accessCode) => (
                <TableRow key={accessCode.id} hover>
                  <TableCell sx={MONOSPACE}>{accessCode.code}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{accessCode.note || '—'}</TableCell>
                  <TableCell>{formatDate(accessCode.createdAt)}</TableCell>
                  <TableCell>
                    <StateChip accessCode={accessCode} />
                  </TableCell>
                  <TableCell>
                    {isRevocable(accessCode) && (
                      <RevokeButton accessCode={accessCode} onRevoke={() => setRevoking(accessCode)} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.length > 0 && !wide && (
        <Box sx={{ display: 'grid', gap: 1 }} role="list" aria-label="Códigos de acceso">
          {list.map((accessCode) => (
            <Card key={accessCode.id} role="listitem">
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Typography sx={MONOSPACE}>{accessCode.code}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <StateChip accessCode={accessCode} />
                  <Typography variant="body2" color="text.secondary">
                    Creado: {formatDate(accessCode.createdAt)}
                  </Typography>
                </Box>
                {accessCode.note && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {accessCode.note}
                  </Typography>
                )}
                {isRevocable(accessCode) && (
                  <Box>
                    <RevokeButton accessCode={accessCode} onRevoke={() => setRevoking(accessCode)} />
                  </Box>
                )}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      <RevokeAccessCodeDialog accessCode={revoking} onClose={() => setRevoking(null)} />
    </Box>
  );
}
