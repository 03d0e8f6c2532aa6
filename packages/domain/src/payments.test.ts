import { describe, expect, it } from 'vitest';
import {
  advisorMessage,
  formatSoles,
  monthsLabel,
  paymentProgress,
  planByLevel,
  planBySlug,
} from './payments';

const lima = (localTime: string) => new Date(`${localTime}:00-05:00`);

describe('planBySlug', () => {
  it('finds each plan by its address and falls back to the basic plan', () => {
    expect(planBySlug('estandar')).toMatchObject({ level: 'STANDARD', price: 60, months: 2 });
    expect(planBySlug('premium')).toMatchObject({ level: 'PREMIUM', price: 79, months: 3 });
    expect(planBySlug(undefined)).toMatchObject({ level: 'BASIC', price: 45, months: 1 });
    expect(planBySlug('oro')).toMatchObject({ level: 'BASIC' });
    expect(planBySlug('PREMIUM')).toMatchObject({ level: 'BASIC' });
  });

  it('finds a plan by its level', () => {
    expect(planByLevel('PREMIUM').slug).toBe('premium');
  });
});

describe('paymentProgress', () => {
  it('rises five points a second and stops at 90', () => {
    expect(paymentProgress(0)).toBe(0);
    expect(paymentProgress(999)).toBe(0);
    expect(paymentProgress(1000)).toBe(5);
    expect(paymentProgress(17_999)).toBe(85);
    expect(paymentProgress(18_000)).toBe(90);
    expect(paymentProgress(600_000)).toBe(90);
  });
});

describe('monthsLabel', () => {
  it('says one month in the singular', () => {
    expect(monthsLabel(1)).toBe('1 mes');
    expect(monthsLabel(3)).toBe('3 meses');
  });
});

describe('formatSoles', () => {
  it('writes whole soles without decimals and others with two', () => {
    expect(formatSoles(45)).toBe('S/45');
    expect(formatSoles(79.5)).toBe('S/79.50');
  });
});

describe('advisorMessage', () => {
  it('greets by the hour in Lima and names the plan', () => {
    expect(advisorMessage(lima('2026-11-23T23:00'), { name: 'Premium' })).toBe(
      'Buenas noches, quiero el plan Premium.',
    );
    expect(advisorMessage(lima('2026-11-23T09:30'), { name: 'Básico' })).toBe(
      'Buenos días, quiero el plan Básico.',
    );
    expect(advisorMessage(lima('2026-11-23T12:00'), 'plans')).toBe(
      'Buenas tardes, quiero información sobre los planes.',
    );
    expect(advisorMessage(lima('2026-11-22T17:59'), 'access-code')).toBe(
      'Buenas tardes, quiero mi código para el examen completo.',
    );
  });
});
