import { describe, expect, it } from 'vitest';
import { orderStatusOf } from './payment-provider';

describe('orderStatusOf', () => {
  it("maps Mercado Pago's payment statuses to the order's", () => {
    expect(orderStatusOf('approved')).toBe('APPROVED');
    for (const waiting of ['pending', 'in_process', 'authorized', 'in_mediation']) {
      expect(orderStatusOf(waiting)).toBe('PENDING');
    }
    expect(orderStatusOf('rejected')).toBe('REJECTED');
    expect(orderStatusOf('cancelled')).toBe('CANCELLED');
    expect(orderStatusOf('refunded')).toBe('REFUNDED');
    expect(orderStatusOf('charged_back')).toBe('CHARGED_BACK');
  });

  it('grants nothing on a word it does not know', () => {
    expect(orderStatusOf('APPROVED')).toBe('PENDING');
    expect(orderStatusOf('')).toBe('PENDING');
  });
});
