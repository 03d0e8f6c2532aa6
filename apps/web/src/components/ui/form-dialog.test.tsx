import { TextField } from '@mui/material';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { mockApi, type ApiAnswer } from '../../test/mock-api';
import { FormDialog } from './form-dialog';
import { useSubmit } from './use-submit';

/** A dialog as the administration writes them: one field, saved through the fetch client. */
function RenameDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const saving = useSubmit(async () => {
    await api('/things/1', { method: 'PATCH', body: { name } });
    onClose();
  }, 'Error al guardar el nombre');
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Cambiar nombre"
      onSubmit={() => void saving.submit()}
      submitLabel="Guardar"
      pendingLabel="Guardando..."
      pending={saving.pending}
      ready={name.trim() !== ''}
      error={saving.error}
    >
      <TextField label="Nombre" value={name} onChange={(event) => setName(event.target.value)} autoFocus />
    </FormDialog>
  );
}

function renderDialog() {
  const onClose = vi.fn();
  render(<RenameDialog onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Cambiar nombre' });
  const field = within(dialog).getByLabelText('Nombre');
  return {
    dialog,
    field,
    onClose,
    type: (text: string) => fireEvent.change(field, { target: { value: text } }),
    // What Enter in the field does: the browser submits the field's form.
    pressEnter: () => fireEvent.submit(field.closest('form')!),
    button: (name: string) => within(dialog).getByRole('button', { name }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FormDialog with useSubmit', () => {
  it('starts on its first field and keeps the submit button off until the form is ready', () => {
    const { field, type, button } = renderDialog();
    expect(document.activeElement).toBe(field);
    expect(button('Guardar')).toHaveProperty('disabled', true);
    type('Rosa');
    expect(button('Guardar')).toHaveProperty('disabled', false);
  });

  it('sends the form on Enter and closes once saved', async () => {
    const calls = mockApi(() => ({ body: { success: true } }));
    const { type, pressEnter, onClose } = renderDialog();
    type('Rosa');
    pressEnter();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'PATCH', path: '/things/1', body: { name: 'Rosa' } }]);
  });

  it("shows the server's reason above the fields and stays open", async () => {
    mockApi(() => ({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: 'Ya existe un elemento con ese nombre' },
    }));
    const { dialog, type, button, onClose } = renderDialog();
    type('Rosa');
    fireEvent.click(button('Guardar'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Ya existe un elemento con ese nombre');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the caller's words when the server could not be reached", async () => {
    mockApi(() => 'network failure');
    const { dialog, type, button } = renderDialog();
    type('Rosa');
    fireEvent.click(button('Guardar'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error al guardar el nombre');
  });

  it('while saving, disables both buttons, says so, and does not close on Escape', async () => {
    let respond!: (answer: ApiAnswer) => void;
    mockApi(() => new Promise<ApiAnswer>((resolve) => (respond = resolve)));
    const { dialog, type, button, onClose } = renderDialog();
    type('Rosa');
    fireEvent.click(button('Guardar'));

    const saving = await within(dialog).findByRole('button', { name: 'Guardando...' });
    expect(saving).toHaveProperty('disabled', true);
    expect(button('Cancelar')).toHaveProperty('disabled', true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    respond({ body: { success: true } });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on Escape and on Cancelar', () => {
    const { dialog, button, onClose } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Cancelar'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
