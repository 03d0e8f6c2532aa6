/**
 * The attributes of a button that copies `text` to the clipboard and then says, in the element whose
 * id is `statusId` (a live region), `done` or `failed`. Read by `copyOnClick`: the button works the
 * same on a visitor's page, which runs no component code outside its islands, and in the app.
 */
export function copyButton(text: string, statusId: string, messages: { done: string; failed: string }) {
  return {
    'data-copy': text,
    'data-copy-status': statusId,
    'data-copy-done': messages.done,
    'data-copy-failed': messages.failed,
  };
}

/** Makes every button marked with `copyButton` work, anywhere on the page. */
export function copyOnClick(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-copy]');
    if (!button) return;
    const status = document.getElementById(button.dataset.copyStatus ?? '');
    const say = (result: 'done' | 'failed') => {
      if (!status) return;
      status.dataset.result = result;
      status.textContent = (result === 'done' ? button.dataset.copyDone : button.dataset.copyFailed) ?? '';
    };
    navigator.clipboard.writeText(button.dataset.copy ?? '').then(
      () => say('done'),
      () => say('failed'),
    );
  });
}
