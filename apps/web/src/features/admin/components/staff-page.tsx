import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, CardContent, Chip, Typography } from '@mui/material';
import type { StaffMember } from '@oece/contracts';
import { formatDate } from '@oece/domain';
import { useState } from 'react';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { useSession } from '../../../lib/session';
import { useStaff } from '../api/get-staff';
import { CreateStaffDialog } from './create-staff-dialog';
import { PasswordLinkDialog, type LinkRecipient } from './password-link-dialog';
import { StaffActiveDialog } from './staff-active-dialog';

const fullName = (member: StaffMember) => `${member.firstName} ${member.lastName}`.trim() || '—';

function StateChip({ member }: { member: StaffMember }) {
  return member.deactivatedAt ? (
    <Chip size="small" color="error" label={`Desactivada el ${formatDate(member.deactivatedAt)}`} />
  ) : (
    <Chip size="small" color="success" label="Activa" />
  );
}

/** Administración → Equipo: every administrator's account, each with their own password and sessions. */
export function StaffPage() {
  const staff = useStaff();
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const [linkFor, setLinkFor] = useState<LinkRecipient | null>(null);

  const actions = (member: StaffMember) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {member.email && !member.deactivatedAt && (
        <Button size="small" onClick={() => setLinkFor({ userId: member.id, to: member.email! })}>
          Enviar enlace de contraseña
        </Button>
      )}
      {/* Nobody deactivates themselves: another administrator does it. */}
      {member.id !== user?.id && (
        <Button
          size="small"
          color={member.deactivatedAt ? 'primary' : 'error'}
          aria-label={`${member.deactivatedAt ? 'Reactivar' : 'Desactivar'} a ${member.username}`}
          onClick={() => setChanging(member)}
        >
          {member.deactivatedAt ? 'Reactivar' : 'Desactivar'}
        </Button>
      )}
    </Box>
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Equipo
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Crear administrador
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cada administrador ingresa con su propia cuenta y puede tener hasta 3 sesiones abiertas. Lo que cambia
        queda en Auditoría con su nombre.
      </Typography>
      <ResponsiveList
        label="Administradores"
        items={staff.data?.staff}
        itemKey={(member) => member.id}
        pending={staff.isPending}
        pendingLabel="Cargando administradores"
        error={
          staff.isError && <Alert severity="error">No se pudo cargar el equipo: {staff.error.message}</Alert>
        }
        empty="Aún no hay administradores."
        columns={[
          { header: 'Usuario', cell: (member) => member.username, sx: { overflowWrap: 'anywhere' } },
          { header: 'Nombres y apellidos', cell: fullName },
          { header: 'Correo', cell: (member) => member.email ?? '—', sx: { overflowWrap: 'anywhere' } },
          { header: 'Dos pasos', cell: (member) => (member.twoFactorEnabled ? 'Activada' : 'No') },
          { header: 'Estado', cell: (member) => <StateChip member={member} /> },
          { header: 'Acciones', cell: actions },
        ]}
        card={(member) => (
          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{member.username}</Typography>
              <StateChip member={member} />
            </Box>
            <Typography variant="body2">{fullName(member)}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Correo: {member.email ?? '—'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Verificación en dos pasos: {member.twoFactorEnabled ? 'activada' : 'no'}
            </Typography>
            {actions(member)}
          </CardContent>
        )}
      />
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
      <StaffActiveDialog key={changing?.id ?? 'closed'} member={changing} onClose={() => setChanging(null)} />
      <PasswordLinkDialog recipient={linkFor} onClose={() => setLinkFor(null)} />
    </Box>
  );
}
