import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { formatDateTime, isMembershipExpired, MEMBERSHIP_LABELS, remainingTimeText } from '@oece/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { chatLink, useSettings } from '../../../config/settings';
import { trackedLink } from '../../../lib/analytics';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { NamesDialog } from './names-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, py: 1.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={{ fontWeight: 600, textAlign: 'right' }}>{children}</Box>
    </Box>
  );
}

export function ProfilePage() {
  const settings = useSettings();
  const { user, refreshUser } = useSession();
  const [editingNames, setEditingNames] = useState(false);
  // An administrator may have changed the membership since this page was loaded.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  if (!user) return null;
  const membership = user.currentMembership;
  const expired = isMembershipExpired(membership?.expiration);
  const remaining = membership ? remainingTimeText(membership.expiration) : null;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Mi perfil
      </Typography>
      {membership && expired && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <a
              href={chatLink(settings, 'Hola, quiero renovar mi membresía.')}
              target="_blank"
              rel="noopener"
              {...trackedLink('whatsapp_contact', 'profile')}
            >
              Renovar
            </a>
          }
        >
          Tu membresía ha expirado. Escríbenos para renovarla y seguir practicando.
        </Alert>
      )}
      <Card>
        <CardContent>
          <Row label="Usuario">{user.username}</Row>
          <Divider />
          <Row label="Nombres">{user.firstName || 'No especificado'}</Row>
          <Divider />
          <Row label="Apellidos">{user.lastName || 'No especificado'}</Row>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', pb: 1 }}>
            <Button size="small" startIcon={<EditIcon />} onClick={() => setEditingNames(true)}>
              Editar mis nombres
            </Button>
          </Box>
          <Divider />
          {settings.brand.paidOffer && (
            <>
              <Row label="Tipo de membresía">
                {membership ? MEMBERSHIP_LABELS[membership.level] : 'No tiene'}
              </Row>
              <Divider />
            </>
          )}
          <Row label="Inicio de membresía">{membership ? formatDateTime(membership.start) : '—'}</Row>
          <Divider />
          <Row label="Fin de membresía">
            {membership ? (
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                  justifyContent: 'flex-end',
                }}
              >
                {formatDateTime(membership.expiration)}
                <Chip
                  size="small"
                  color={expired || remaining === 'Expirada' ? 'error' : 'success'}
                  label={expired ? 'Expirada' : remaining}
                />
              </Box>
            ) : (
              '—'
            )}
          </Row>
        </CardContent>
      </Card>
      <ChangePasswordForm />
      {editingNames && (
        <NamesDialog
          names={{ firstName: user.firstName, lastName: user.lastName }}
          onClose={() => setEditingNames(false)}
          onSaved={refreshUser}
        />
      )}
    </Box>
  );
}
