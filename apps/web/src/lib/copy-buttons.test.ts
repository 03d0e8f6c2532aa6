import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyButton, copyOnClick } from './copy-buttons';

function page() {
  document.body.innerHTML = '';
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(
    copyButton('+51911222333', 'estado', { done: '¡Número copiado!', failed: 'No se pudo copiar.' }),
  )) {
    button.setAttribute(name, value);
  }
  button.append(document.createElement('span'));
  const status = Object.assign(document.createElement('div'), { id: 'estado' });
  document.body.append(button, status);
  return { button, status };
}

describe('copy buttons', () => {
  beforeAll(() => copyOnClick());
  afterEach(() => vi.unstubAllGlobals());

  it('copies the text of a marked button, from a tap anywhere in it, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { button, status } = page();
    button.querySelector('span')!.click();
    await vi.waitFor(() => expect(status.textContent).toBe('¡Número copiado!'));
    expect(writeText).toHaveBeenCalledExactlyOnceWith('+51911222333');
    expect(status.dataset.result).toBe('done');
  });

  it('says so when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('no')) } });
    const { button, status } = page();
    button.click();
    await vi.waitFor(() => expect(status.textContent).toBe('No se pudo copiar.'));
    expect(status.dataset.result).toBe('failed');
  });
});
