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
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  InputAdornment,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { paths, type User } from '@oece/contracts';
import { formatDate, MEMBERSHIP_LABELS } from '@oece/domain';
import { useState } from 'react';
import { Link } from 'react-router';
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
  const table = useMediaQuery('(min-width:720px)');
  const wide = useMediaQuery('(min-width:1024px)');
  const list = users.data?.users ?? [];
  const total = users.data?.total ?? 0;

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
      {users.isError && (
        <Alert severity="error">No se pudo cargar la lista de usuarios: {users.error.message}</Alert>
      )}
      {users.isPending && <CircularProgress />}
      {users.isSuccess && list.length === 0 && (
        <Alert severity="info">
          {debounced ? `No hay usuarios que coincidan con «${debounced}».` : 'Aún no hay usuarios.'}
        </Alert>
      )}
      {total > list.length && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Se muestran los {list.length} usuarios más recientes de {total}. Usa la búsqueda para encontrar a
          los demás.
        </Alert>
      )}
      {list.length > 0 && table && (
        <TableContainer component={Card}>
          <Table size="small" aria-label="Usuarios">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Usuario</TableCell>
                <TableCell>Correo</TableCell>
                {wide ? (
                  <>
                    <TableCell>Nombres</TableCell>
                    <TableCell>Apellidos</TableCell>
                  </>
                ) : (
                  <TableCell>Nombres y apellidos</TableCell>
                )}
                <TableCell>Inicio</TableCell>
                <TableCell>Fin de membresía</TableCell>
                <TableCell>Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((user, index) => (
                <TableRow key={user.id} hover>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.username}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email ?? '—'}</TableCell>
                  {wide ? (
                    <>
                      <TableCell>{user.firstName}</TableCell>
                      <TableCell>{user.lastName}</TableCell>
                    </>
                  ) : (
                    <TableCell>{fullName(user)}</TableCell>
                  )}
                  <TableCell>
                    {user.currentMembership ? formatDate(user.currentMembership.start) : '—'}
                  </TableCell>
                  <TableCell>
                    <MembershipEnd user={user} />
                  </TableCell>
                  <TableCell>
                    <Actions
                      user={user}
                      onPassword={() => setPasswordFor(user)}
                      onMembership={() => setMembershipFor(user)}
                      onEmail={() => setEmailFor(user)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.length > 0 && !table && (
        <Box sx={{ display: 'grid', gap: 1 }} role="list" aria-label="Usuarios">
          {list.map((user, index) => (
            <Card key={user.id} role="listitem">
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
                    Inicio: {user.currentMembership ? formatDate(user.currentMembership.start) : '—'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Fin: <MembershipEnd user={user} />
                  </Typography>
                </Box>
                <Actions
                  user={user}
                  onPassword={() => setPasswordFor(user)}
                  onMembership={() => setMembershipFor(user)}
                  onEmail={() => setEmailFor(user)}
                />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
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
