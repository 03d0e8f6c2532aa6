import { Button, CardContent, Typography } from '@mui/material';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveList, type Column } from './responsive-list';

interface Order {
  id: number;
  email: string;
  amount: string;
}

const ORDERS: Order[] = [
  { id: 7, email: 'rosa@correo.pe', amount: 'S/60' },
  { id: 9, email: 'luis@correo.pe', amount: 'S/90' },
];

const COLUMNS: Column<Order>[] = [
  { header: '#', cell: (_order, index) => index + 1 },
  { header: 'Correo', cell: (order) => order.email },
  { header: 'Monto', cell: (order) => order.amount, align: 'right' },
];

/** The width happy-dom answers media queries for. */
function viewport(width: number) {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
}

function renderList(props: Partial<Parameters<typeof ResponsiveList<Order>>[0]> = {}) {
  render(
    <ResponsiveList
      label="Órdenes"
      items={ORDERS}
      itemKey={(order) => order.id}
      columns={COLUMNS}
      card={(order) => (
        <CardContent>
          <Typography>{order.email}</Typography>
          <Typography>Monto: {order.amount}</Typography>
        </CardContent>
      )}
      empty="No hay órdenes."
      {...props}
    />,
  );
}

afterEach(() => {
  cleanup();
  viewport(1024);
});

describe('ResponsiveList', () => {
  it('shows a table named by its label from 720 px, one row per item under the column headers', () => {
    viewport(1024);
    renderList();
    const table = screen.getByRole('table', { name: 'Órdenes' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#CorreoMonto',
      '1rosa@correo.peS/60',
      '2luis@correo.peS/90',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[2]!.className).toMatch(/alignRight/);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows one card per item, in a list named by its label, on a phone', () => {
    viewport(360);
    renderList();
    const list = screen.getByRole('list', { name: 'Órdenes' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'rosa@correo.peMonto: S/60',
      'luis@correo.peMonto: S/90',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the table on a phone when it has no cards', () => {
    viewport(360);
    renderList({ card: undefined });
    expect(within(screen.getByRole('table', { name: 'Órdenes' })).getAllByRole('row')).toHaveLength(3);
  });

  it('says when the loaded list is empty, and nothing else', () => {
    renderList({ items: [] });
    expect(screen.getByRole('alert').textContent).toBe('No hay órdenes.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a named spinner while loading and the error instead of the empty state', () => {
    renderList({ items: undefined, pending: true, pendingLabel: 'Cargando órdenes' });
    expect(screen.getByRole('progressbar', { name: 'Cargando órdenes' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    renderList({ items: [], error: <p>Error al cargar las órdenes: Error de red</p> });
    expect(screen.getByText('Error al cargar las órdenes: Error de red')).toBeTruthy();
    expect(screen.queryByText('No hay órdenes.')).toBeNull();
  });

  it("unfolds an item's details across the table under its row", () => {
    renderList({
      details: (order) =>
        order.id === 9 && <Button href={`/ordenes/${order.id}`}>Ver la orden {order.id}</Button>,
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // Each item keeps a details row, empty while folded.
    expect(rows).toHaveLength(5);
    expect(rows[2]!.textContent).toBe('');
    const details = within(rows[4]!).getByRole('cell');
    expect(details.getAttribute('colspan')).toBe('3');
    expect(within(details).getByRole('link', { name: 'Ver la orden 9' })).toBeTruthy();
  });
});
