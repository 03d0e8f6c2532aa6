import { BRANDS } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import { planStatusText } from './plan-status';

const NOW = new Date('2026-11-20T15:00:00Z');
const after = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('planStatusText', () => {
  it("names the plan and the days left: 'Plan Premium · te quedan 91 días'", () => {
    expect(planStatusText({ level: 'PREMIUM', expiration: after(91 * 24 + 5) }, BRANDS.main, NOW)).toBe(
      'Plan Premium · te quedan 91 días',
    );
    expect(planStatusText({ level: 'FREE', expiration: after(3 * 24) }, BRANDS.main, NOW)).toBe(
      'Plan Prueba · te quedan 3 días',
    );
  });

  it('uses the singular for one day or one hour, and hours on the last day', () => {
    expect(planStatusText({ level: 'BASIC', expiration: after(30) }, BRANDS.main, NOW)).toBe(
      'Plan Básico · te queda 1 día',
    );
    expect(planStatusText({ level: 'BASIC', expiration: after(5.5) }, BRANDS.main, NOW)).toBe(
      'Plan Básico · te quedan 5 horas',
    );
    expect(planStatusText({ level: 'BASIC', expiration: after(1.2) }, BRANDS.main, NOW)).toBe(
      'Plan Básico · te queda 1 hora',
    );
    expect(planStatusText({ level: 'BASIC', expiration: after(0.5) }, BRANDS.main, NOW)).toBe(
      'Plan Básico · vence en menos de 1 hora',
    );
  });

  it('says on which Lima day a plan ended', () => {
    // 03:00 UTC on the 21st is still the 20th in Lima.
    expect(
      planStatusText(
        { level: 'STANDARD', expiration: '2026-11-21T03:00:00.000Z' },
        BRANDS.main,
        new Date('2026-11-22T12:00:00Z'),
      ),
    ).toBe('Tu plan venció el 20 de noviembre de 2026');
  });

  it('hides the level where there is no paid offer', () => {
    expect(planStatusText({ level: 'FREE', expiration: after(30 * 24) }, BRANDS.alt, NOW)).toBe(
      'Tu acceso · te quedan 30 días',
    );
    expect(planStatusText({ level: 'FREE', expiration: after(-1) }, BRANDS.alt, NOW)).toBe(
      'Tu acceso venció el 20 de noviembre de 2026',
    );
  });
});
