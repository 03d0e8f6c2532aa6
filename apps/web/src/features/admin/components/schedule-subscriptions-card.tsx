import { Alert, Card, CardContent, Typography } from '@mui/material';
import { SCHEDULE_NOTICE_PENDING_DAYS } from '@oece/domain';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { useScheduleSubscriptions } from '../api/get-schedule-subscriptions';

/** The schedule's e-mail notices: how many people wait for news of each department. */
export function ScheduleSubscriptionsCard() {
  const summary = useScheduleSubscriptions();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Avisos por correo
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Quienes pidieron «¿Te avisamos?» en un departamento sin fechas. A los confirmados les escribimos
          cuando una importación trae fechas nuevas de su departamento; los pendientes aún no abren su enlace
          de confirmación y se borran a los {SCHEDULE_NOTICE_PENDING_DAYS} días.
        </Typography>
        <ResponsiveList
          label="Avisos por departamento"
          items={summary.data?.regions}
          itemKey={(row) => row.region.value}
          pending={summary.isPending}
          pendingLabel="Cargando los avisos"
          error={
            summary.isError && (
              <Alert severity="error">No se pudieron cargar los avisos: {summary.error.message}</Alert>
            )
          }
          empty="Nadie ha pedido avisos todavía."
          columns={[
            { header: 'Departamento', cell: (row) => row.region.name },
            { header: 'Confirmados', cell: (row) => row.confirmed, align: 'right' },
            { header: 'Pendientes', cell: (row) => row.pending, align: 'right' },
          ]}
        />
      </CardContent>
    </Card>
  );
}
