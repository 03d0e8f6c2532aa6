import { Alert, Box, Button, CardContent, Chip, Typography } from '@mui/material';
import type { AccessCode } from '@oece/contracts';
import { formatDate } from '@oece/domain';
import { useState } from 'react';
import { ResponsiveList } from '../../../components/ui/responsive-list';
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

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Códigos de acceso
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cada código da un mes de exámenes completos ilimitados desde su primer uso.
      </Typography>
      <GenerateAccessCodeForm />
      <ResponsiveList
        label="Códigos de acceso"
        items={codes.data?.accessCodes}
        itemKey={(accessCode) => accessCode.id}
        pending={codes.isPending}
        pendingLabel="Cargando códigos"
        error={
          codes.isError && (
            <Alert severity="error">No se pudo cargar los códigos: {codes.error.message}</Alert>
          )
        }
        empty="Aún no hay códigos."
        columns={[
          { header: 'Código', cell: (accessCode) => accessCode.code, sx: MONOSPACE },
          {
            header: 'Nota',
            cell: (accessCode) => accessCode.note || '—',
            sx: { overflowWrap: 'anywhere' },
          },
          { header: 'Creado', cell: (accessCode) => formatDate(accessCode.createdAt) },
          { header: 'Estado', cell: (accessCode) => <StateChip accessCode={accessCode} /> },
          {
            header: 'Acciones',
            cell: (accessCode) =>
              isRevocable(accessCode) && (
                <RevokeButton accessCode={accessCode} onRevoke={() => setRevoking(accessCode)} />
              ),
          },
        ]}
        card={(accessCode) => (
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
        )}
      />
      <RevokeAccessCodeDialog accessCode={revoking} onClose={() => setRevoking(null)} />
    </Box>
  );
}
