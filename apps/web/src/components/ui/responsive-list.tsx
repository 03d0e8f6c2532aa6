import {
  Alert,
  Box,
  Card,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  type SxProps,
  type TableCellProps,
  type Theme,
} from '@mui/material';
import { Fragment, type Key, type ReactNode } from 'react';

/** Below this width a list with cards shows them instead of its table. */
export const TABLE_MIN_WIDTH = '(min-width:720px)';

export interface Column<T> {
  header?: ReactNode;
  cell: (item: T, index: number) => ReactNode;
  align?: TableCellProps['align'];
  padding?: TableCellProps['padding'];
  /** The column's cells' own layout: a date that must not wrap, an address that may break anywhere. */
  sx?: SxProps<Theme>;
}

/**
 * The administration's lists: a table, or on a phone one card per item, both named by `label`;
 * a spinner while the list loads, the page's error when it could not, and `empty` once it is
 * loaded with nothing in it.
 */
export function ResponsiveList<T>({
  label,
  items,
  itemKey,
  columns,
  card,
  details,
  pending = false,
  pendingLabel,
  error,
  empty,
}: {
  label: string;
  /** Undefined until loaded. */
  items: readonly T[] | undefined;
  itemKey: (item: T) => Key;
  columns: Column<T>[];
  /** An item's card (its CardContent) on a phone; without it the table shows at every width. */
  card?: (item: T, index: number) => ReactNode;
  /** What unfolds under an item's row, across the table; nothing while folded. */
  details?: (item: T) => ReactNode;
  pending?: boolean;
  pendingLabel?: string;
  /** The failed load, as the page says it; no empty state shows beside it. */
  error?: ReactNode;
  empty: ReactNode;
}) {
  const wide = useMediaQuery(TABLE_MIN_WIDTH);
  return (
    <>
      {error}
      {pending && <CircularProgress aria-label={pendingLabel} />}
      {!pending && !error && items?.length === 0 && <Alert severity="info">{empty}</Alert>}
      {items && items.length > 0 && (wide || !card) && (
        <TableContainer component={Card}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell key={index} align={column.align} padding={column.padding}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => {
                const unfolded = details?.(item);
                return (
                  <Fragment key={itemKey(item)}>
                    <TableRow hover sx={unfolded ? { '& > td': { borderBottom: 'none' } } : undefined}>
                      {columns.map((column, columnIndex) => (
                        <TableCell
                          key={columnIndex}
                          align={column.align}
                          padding={column.padding}
                          sx={column.sx}
                        >
                          {column.cell(item, index)}
                        </TableCell>
                      ))}
                    </TableRow>
                    {/* Kept while folded, empty and borderless: unfolding an item does not
                        change how many rows the table has. */}
                    {details && (
                      <TableRow>
                        <TableCell
                          colSpan={columns.length}
                          sx={{ py: 0, borderBottom: unfolded ? undefined : 'none' }}
                        >
                          {unfolded}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {items && items.length > 0 && !wide && card && (
        <Box sx={{ display: 'grid', gap: 1 }} role="list" aria-label={label}>
          {items.map((item, index) => (
            <Card key={itemKey(item)} role="listitem">
              {card(item, index)}
            </Card>
          ))}
        </Box>
      )}
    </>
  );
}
