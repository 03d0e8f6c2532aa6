import {
  Box,
  CardContent,
  Chip,
  CircularProgress,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  TextField,
  Typography,
  type ChipProps,
} from '@mui/material';
import { PAYMENT_PROVIDER_LABELS, type AdminOrder } from '@oece/contracts';
import {
  formatDateAndTime,
  formatSoles,
  MEMBERSHIP_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@oece/domain';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOrders } from '../api/orders-and-mail';
import { SEARCH_DEBOUNCE_MS } from './admin-users-page';

/** A refund or chargeback after approval stands out in red. */
const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  PENDING: 'default',
  APPROVED: 'success',
  REJECTED: 'default',
  CANCELLED: 'default',
  REFUNDED: 'error',
  CHARGED_BACK: 'error',
};

/** Who bought, as the checkout asked (orders from before it asked have no name). */
function buyerName(order: AdminOrder): string {
  return `${order.firstName} ${order.lastName}`.trim() || 'Sin nombre';
}

function StatusChip({ order }: { order: AdminOrder }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[order.status]}
      variant={order.status === 'PENDING' ? 'outlined' : 'filled'}
      label={ORDER_STATUS_LABELS[order.status]}
      title={order.statusDetail ?? undefined}
    />
  );
}

/** Every order, newest first: who bought what, for how much, and what the provider said. */
export function OrdersPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [email, setEmail] = useState('');
  const debounced = useDebouncedValue(email, SEARCH_DEBOUNCE_MS);
  const orders = useOrders({ status: status || undefined, email: debounced });
  const list = orders.data?.orders ?? [];
  const filtered = Boolean(status || debounced.trim());

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Órdenes
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <FormControl sx={{ minWidth: 180 }}>
          <InputLabel id="orders-status">Estado</InputLabel>
          <Select
            labelId="orders-status"
            label="Estado"
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          >
            <MenuItem value="">Todos</MenuItem>
            {ORDER_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          label="Buscar por correo"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ flexGrow: 1, minWidth: 220 }}
          slotProps={{
            input: {
              endAdornment: orders.isFetching ? <CircularProgress size={20} aria-label="Buscando" /> : null,
            },
          }}
        />
      </Box>
      {list.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          Mostrando {list.length} de {orders.data!.total} órdenes
        </Typography>
      )}
      <ResponsiveList
        label="Órdenes"
        items={orders.data?.orders}
        itemKey={(order) => order.id}
        pending={orders.isPending}
        pendingLabel="Cargando órdenes"
        error={
          orders.isError && (
            <QueryError
              what="Error al cargar las órdenes"
              error={orders.error}
              onRetry={() => void orders.refetch()}
            />
          )
        }
        empty={filtered ? 'No hay órdenes con esos filtros.' : 'No hay órdenes.'}
        columns={[
          {
            header: 'Fecha',
            cell: (order) => formatDateAndTime(order.createdAt),
            sx: { whiteSpace: 'nowrap' },
          },
          { header: 'Comprador', cell: buyerName },
          { header: 'Correo', cell: (order) => order.email, sx: { overflowWrap: 'anywhere' } },
          { header: 'Plan', cell: (order) => MEMBERSHIP_LABELS[order.membershipLevel] },
          { header: 'Monto', cell: (order) => formatSoles(order.amount) },
          { header: 'Estado', cell: (order) => <StatusChip order={order} /> },
          { header: 'ID de pago', cell: (order) => order.providerPaymentId ?? '-' },
          { header: 'Proveedor', cell: (order) => PAYMENT_PROVIDER_LABELS[order.provider] },
        ]}
        card={(order) => (
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{order.email}</Typography>
              <StatusChip order={order} />
            </Box>
            <Typography variant="body2">
              {buyerName(order)} · {MEMBERSHIP_LABELS[order.membershipLevel]} · {formatSoles(order.amount)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateAndTime(order.createdAt)} · ID de pago: {order.providerPaymentId ?? '-'}
            </Typography>
          </CardContent>
        )}
      />
    </Box>
  );
}
