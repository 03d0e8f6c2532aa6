import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const posthog = { init: vi.fn(), capture: vi.fn() };
vi.mock('posthog-js/dist/module.slim.no-external', () => ({ posthog }));

describe('analytics', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.clearAllMocks());

  it('without a token: one console warning, no SDK, and events go nowhere', async () => {
    const { startAnalytics, track } = await import('./analytics');
    startAnalytics(null);
    track('exam_started', { examType: 'PUBLIC_RAPID' });
    track('$pageview');
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('Analítica desactivada: el servidor no tiene ANALYTICS_TOKEN.');
    await vi.dynamicImportSettled();
    expect(posthog.init).not.toHaveBeenCalled();
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it('with a token: loads the SDK without storage, profiles or extras, and sends events kept meanwhile', async () => {
    const { startAnalytics, track } = await import('./analytics');
    startAnalytics({ token: 'phc_prueba', host: 'https://eu.i.posthog.com' });
    track('exam_started', { examType: 'PUBLIC_RAPID' });
    await vi.dynamicImportSettled();
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_prueba',
      expect.objectContaining({
        api_host: 'https://eu.i.posthog.com',
        autocapture: false,
        disable_persistence: true,
        disable_session_recording: true,
        disable_external_dependency_loading: true,
        person_profiles: 'never',
      }),
    );
    expect(posthog.capture).toHaveBeenCalledWith('exam_started', { examType: 'PUBLIC_RAPID' });
    track('whatsapp_contact', { from: 'footer' });
    expect(posthog.capture).toHaveBeenLastCalledWith('whatsapp_contact', { from: 'footer' });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('sends no exam code or query string in any address', async () => {
    const { startAnalytics } = await import('./analytics');
    startAnalytics({ token: 'phc_prueba', host: 'https://eu.i.posthog.com' });
    await vi.dynamicImportSettled();
    const { before_send: beforeSend } = posthog.init.mock.calls[0]![1] as {
      before_send(event: { properties: Record<string, unknown> }): { properties: Record<string, unknown> };
    };
    const event = beforeSend({
      properties: {
        $current_url: 'https://simulador.pe/examen/K7Q2-ABCD?x=1',
        $pathname: '/dashboard/examen/K7Q2-ABCD',
        $referrer: 'https://simulador.pe/cronograma-examenes-oece?departamento=CUSCO',
        examType: 'COMPLETE',
      },
    });
    expect(event.properties).toEqual({
      $current_url: 'https://simulador.pe/examen/:codigo',
      $pathname: '/dashboard/examen/:codigo',
      $referrer: 'https://simulador.pe/cronograma-examenes-oece',
      examType: 'COMPLETE',
    });
  });
});
