import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import KeyIcon from '@mui/icons-material/Key';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QuizIcon from '@mui/icons-material/Quiz';
import SearchIcon from '@mui/icons-material/Search';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Alert,
  Box,
  Button,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { paths, type User } from '@oece/contracts';
import { formatDate, MEMBERSHIP_LABELS } from '@oece/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUsers } from '../api/get-users';
import { ChangePasswordDialog } from './change-password-dialog';
import { CreateUserDialog } from './create-user-dialog';
import { EmailDialog } from './email-dialog';
import { GenerateBallotMenu } from './generate-ballot-menu';
import { MembershipDialog } from './membership-dialog';

export const SEARCH_DEBOUNCE_MS = 250;

function fullName(user: User) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
}

function membershipStart(user: User) {
  return user.currentMembership ? formatDate(user.currentMembership.start) : '—';
}

function MembershipEnd({ user }: { user: User }) {
  if (!user.currentMembership) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {formatDate(user.currentMembership.expiration)}
      <Chip size="small" variant="outlined" label={MEMBERSHIP_LABELS[user.currentMembership.level]} />
      {user.membershipExpired && <Chip size="small" color="error" label="Expirada" />}
    </Box>
  );
}

function Actions({
  user,
  onPassword,
  onMembership,
  onEmail,
}: {
  user: User;
  onPassword(): void;
  onMembership(): void;
  onEmail(): void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title="Cambiar correo">
        <IconButton aria-label={`Cambiar correo de ${user.username}`} onClick={onEmail}>
          <AlternateEmailIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Cambiar contraseña">
        <IconButton aria-label={`Cambiar contraseña de ${user.username}`} onClick={onPassword}>
          <KeyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Actualizar membresía">
        <IconButton aria-label={`Actualizar membresía de ${user.username}`} onClick={onMembership}>
          <WorkspacePremiumIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useUsers(debounced);
  const [creating, setCreating] = useState(false);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [membershipFor, setMembershipFor] = useState<User | null>(null);
  const [emailFor, setEmailFor] = useState<User | null>(null);
  // Cards on a phone, a compact table (names in one column) on a tablet, every column from 1024 px.
  const wide = useMediaQuery('(min-width:1024px)');
  const list = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const actions = (user: User) => (
    <Actions
      user={user}
      onPassword={() => setPasswordFor(user)}
      onMembership={() => setMembershipFor(user)}
      onEmail={() => setEmailFor(user)}
    />
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Usuarios
        </Typography>
        <Button variant="outlined" startIcon={<QuizIcon />} component={Link} to={paths.admin.questions}>
          Ir a preguntas
        </Button>
        <GenerateBallotMenu />
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Crear usuario
        </Button>
      </Box>
      <TextField
        fullWidth
        label="Buscar por nombres, apellidos, usuario o correo"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            endAdornment: users.isFetching ? <CircularProgress size={20} aria-label="Buscando" /> : null,
          },
        }}
      />
      {total > list.length && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Se muestran los {list.length} usuarios más recientes de {total}. Usa la búsqueda para encontrar a
          los demás.
        </Alert>
      )}
      <ResponsiveList
        label="Usuarios"
        items={users.data?.users}
        itemKey={(user) => user.id}
        pending={users.isPending}
        pendingLabel="Cargando usuarios"
        error={
          users.isError && (
            <Alert severity="error">No se pudo cargar la lista de usuarios: {users.error.message}</Alert>
          )
        }
        empty={debounced ? `No hay usuarios que coincidan con «${debounced}».` : 'Aún no hay usuarios.'}
        columns={[
          { header: '#', cell: (_user, index) => index + 1 },
          { header: 'Usuario', cell: (user) => user.username, sx: { overflowWrap: 'anywhere' } },
          { header: 'Correo', cell: (user) => user.email ?? '—', sx: { overflowWrap: 'anywhere' } },
          ...(wide
            ? [
                { header: 'Nombres', cell: (user: User) => user.firstName },
                { header: 'Apellidos', cell: (user: User) => user.lastName },
              ]
            : [{ header: 'Nombres y apellidos', cell: fullName }]),
          { header: 'Inicio', cell: membershipStart },
          { header: 'Fin de membresía', cell: (user) => <MembershipEnd user={user} /> },
          { header: 'Acciones', cell: actions },
        ]}
        card={(user, index) => (
          <CardContent sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {index + 1}. {user.username}
              </Typography>
              <Typography variant="body2">{fullName(user)}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Correo: {user.email ?? '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Inicio: {membershipStart(user)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Fin: <MembershipEnd user={user} />
              </Typography>
            </Box>
            {actions(user)}
          </CardContent>
        )}
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <ChangePasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <EmailDialog
        key={`email-${emailFor?.id ?? 'closed'}`}
        user={emailFor}
        onClose={() => setEmailFor(null)}
      />
      <MembershipDialog
        key={membershipFor?.id ?? 'closed'}
        user={membershipFor}
        onClose={() => setMembershipFor(null)}
      />
    </Box>
  );
}
