import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Link as MuiLink,
  NativeSelect,
  FormControl,
  InputLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  paths,
  SCHEDULE_REGION_PARAM,
  type ExamSchedule,
  type ScheduleRegion,
  type ScheduleResponse,
} from '@oece/contracts';
import {
  formatDay,
  formatLongDay,
  formatTimeOfDay,
  limaDay,
  OFFICIAL_SCHEDULE_PORTAL_URL,
  scheduleUpdatedLabel,
  vacancies,
} from '@oece/domain';
import type { ComponentType } from 'react';
import { Form, Link, useLoaderData, useLocation, useNavigation } from 'react-router';
import { island } from '../../../app/islands/island';
import type { ScheduleData } from '../schedule-route';
import { ScheduleNoticeForm } from './schedule-notice-form';

const ScheduleNoticeIsland = island('schedule-notices', ScheduleNoticeForm);

/**
 * Under a sitting's day: the review deck's 'Usar como mi fecha de examen', from
 * features/review-deck (app/pages/schedule-route.tsx).
 */
type ExamDateButtonComponent = ComponentType<{ examDate: string }>;

/**
 * The official exam schedule by department. The department is part of the address
 * (?departamento=CUSCO): the choice is a plain GET form, 'Ver cronograma' brings the department's
 * page from the server with no script at all (a member's app reads it in place). Only
 * '¿Te avisamos?' runs code on a visitor's page.
 */
export function SchedulePage({ ExamDateButton }: { ExamDateButton: ExamDateButtonComponent }) {
  const loaded = useLoaderData() as ScheduleData;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        Cronograma de exámenes OECE
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fechas del examen de certificación por departamento: sedes, inscripción, hora y vacantes.
      </Typography>

      <Box
        component={Form}
        method="get"
        action={paths.schedule}
        preventScrollReset
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}
      >
        <FormControl sx={{ minWidth: 240 }}>
          <InputLabel variant="standard" htmlFor="schedule-region">
            Departamento
          </InputLabel>
          <NativeSelect
            id="schedule-region"
            name={SCHEDULE_REGION_PARAM}
            // Keyed by the shown department: a new page brings its own choice.
            key={loaded.region?.value ?? ''}
            defaultValue={loaded.region?.value ?? ''}
          >
            <option value="" disabled>
              Selecciona un departamento
            </option>
            {loaded.regions.map((region) => (
              <option key={region.value} value={region.value}>
                {region.name}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Button type="submit" variant="outlined">
          Ver cronograma
        </Button>
      </Box>

      <Box aria-live="polite" aria-busy={loading}>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Cargando el cronograma" />
          </Box>
        ) : (
          <ScheduleResult loaded={loaded} ExamDateButton={ExamDateButton} />
        )}
      </Box>

      <Alert severity="info" sx={{ mt: 4 }}>
        Las fechas pueden cambiar y las vacantes son referenciales. Los datos provienen de la programación
        oficial de exámenes del OECE: confirma siempre tu sede y tu fecha en el{' '}
        <MuiLink href={OFFICIAL_SCHEDULE_PORTAL_URL} target="_blank" rel="noopener">
          portal oficial del OECE
        </MuiLink>
        .
      </Alert>
    </Container>
  );
}

function ScheduleResult({
  loaded,
  ExamDateButton,
}: {
  loaded: ScheduleData;
  ExamDateButton: ExamDateButtonComponent;
}) {
  const { search } = useLocation();
  if (loaded.failure) {
    return (
      <Alert
        severity="error"
        action={
          // The same address again: the server reads the schedule afresh (a failed page is not kept).
          <Button color="inherit" size="small" component={Link} to={{ search }} preventScrollReset>
            Reintentar
          </Button>
        }
      >
        Error al cargar el cronograma: {loaded.failure.message}
        <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
          Dirección consultada: {loaded.failure.url}
        </Typography>
      </Alert>
    );
  }
  if (!loaded.region || !loaded.schedule) {
    return <Typography>Selecciona un departamento para ver el cronograma.</Typography>;
  }
  const { schedule, region } = loaded;
  const now = new Date();
  const today = limaDay(now);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Actualizado {scheduleUpdatedLabel(schedule.createdAt, now)}
      </Typography>
      {schedule.stale && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Estos datos se tomaron el {formatDay(limaDay(new Date(schedule.createdAt)))} y pueden no coincidir
          con la programación vigente. Revisa las fechas actuales en el{' '}
          <MuiLink href={OFFICIAL_SCHEDULE_PORTAL_URL} target="_blank" rel="noopener">
            portal oficial del OECE
          </MuiLink>
          .
        </Alert>
      )}
      {schedule.venues.length === 0 ? (
        <NoSittings region={region} noticesByEmail={schedule.noticesByEmail} />
      ) : (
        <>
          <ScheduleTable schedule={schedule} today={today} ExamDateButton={ExamDateButton} />
          <ScheduleCards schedule={schedule} today={today} ExamDateButton={ExamDateButton} />
        </>
      )}
    </>
  );
}

/**
 * No sitting ahead is known for the department: said plainly, where new dates appear first, and
 * (when e-mail can leave) '¿Te avisamos?'.
 */
function NoSittings({ region, noticesByEmail }: { region: ScheduleRegion; noticesByEmail: boolean }) {
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>No se encontraron cronogramas para {region.name}.</Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Por ahora no conocemos ninguna fecha de examen próxima en {region.name}. El OECE publica las nuevas
          fechas en su portal oficial.
        </Typography>
        <Button variant="outlined" href={OFFICIAL_SCHEDULE_PORTAL_URL} target="_blank" rel="noopener">
          Ir al portal del OECE
        </Button>
      </Box>
      {/* Keyed by department: another one starts with an empty form. */}
      {noticesByEmail && <ScheduleNoticeIsland key={region.value} region={region} />}
    </Stack>
  );
}

/** Green while there are places to register for; grey when full or when registration has closed. */
function VacancyChip({ sitting, today }: { sitting: ExamSchedule; today: string }) {
  if (sitting.lastRegistrationDate < today) return <Chip size="small" label="Inscripción cerrada" />;
  const left = vacancies(sitting);
  return (
    <Chip
      size="small"
      color={left > 0 ? 'success' : 'default'}
      label={left > 0 ? `${left} ${left === 1 ? 'vacante' : 'vacantes'}` : 'Sin vacantes'}
    />
  );
}

/** What the table and the cards show: the department's sittings, and the exam-date button. */
interface ScheduleViewProps {
  schedule: ScheduleResponse;
  today: string;
  ExamDateButton: ExamDateButtonComponent;
}

/** Desktop: one row per sitting. */
function ScheduleTable({ schedule, today, ExamDateButton }: ScheduleViewProps) {
  return (
    <TableContainer component={Card} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Table aria-label={`Cronograma de ${schedule.region.name}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th">Sede</TableCell>
            <TableCell component="th">Inscripción hasta</TableCell>
            <TableCell component="th">Fecha del examen</TableCell>
            <TableCell component="th">Hora</TableCell>
            <TableCell component="th">Vacantes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.venues.flatMap((venue) =>
            venue.examSchedules.map((sitting) => (
              <TableRow key={`${venue.name} ${sitting.index}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {venue.name}
                </TableCell>
                <TableCell>{formatLongDay(sitting.lastRegistrationDate)}</TableCell>
                <TableCell>
                  {formatLongDay(sitting.examDate)}
                  <ExamDateButton examDate={sitting.examDate} />
                </TableCell>
                <TableCell>{formatTimeOfDay(sitting.examTime)}</TableCell>
                <TableCell>
                  <VacancyChip sitting={sitting} today={today} />
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phone: a card per venue with its sittings. */
function ScheduleCards({ schedule, today, ExamDateButton }: ScheduleViewProps) {
  return (
    <Stack spacing={2} sx={{ display: { md: 'none' } }}>
      {schedule.venues.map((venue) => (
        <Card key={venue.name} variant="outlined" component="section" aria-label={venue.name}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
              {venue.name}
            </Typography>
            <Stack spacing={1.5} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
              {venue.examSchedules.map((sitting) => (
                <Box
                  component="dl"
                  key={sitting.index}
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0 },
                  }}
                >
                  <dt>Examen</dt>
                  <dd>
                    {formatLongDay(sitting.examDate)}, {formatTimeOfDay(sitting.examTime)}
                    <ExamDateButton examDate={sitting.examDate} />
                  </dd>
                  <dt>Inscripción hasta</dt>
                  <dd>{formatLongDay(sitting.lastRegistrationDate)}</dd>
                  <dt>Vacantes</dt>
                  <dd>
                    <VacancyChip sitting={sitting} today={today} />
                  </dd>
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
