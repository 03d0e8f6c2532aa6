import type { CreateOrderRequest, CreateOrderResponse, Order, PlansResponse } from '@oece/contracts';
import { api } from '../../../lib/api-client';
import type { ApiGet } from '../../../lib/page-data';

/** GET /plans: the plans as the server's table sells them (404 on a brand without pricing). */
export function getPlans(get: ApiGet): Promise<PlansResponse> {
  return get<PlansResponse>('/plans');
}

/** POST /orders: the order, and the provider's checkout address to send the buyer to. */
export function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  return api<CreateOrderResponse>('/orders', { method: 'POST', body });
}

/** GET /orders/{id}; `paymentId` (from the provider's return address) has the server ask the provider. */
export function getOrder(id: string, paymentId?: string | null): Promise<Order> {
  const query = paymentId ? `?paymentId=${encodeURIComponent(paymentId)}` : '';
  return api<Order>(`/orders/${encodeURIComponent(id)}${query}`);
}

/** POST /payments/sandbox/{id}: the test checkout's choice; answers where to send the buyer. */
export function paySandbox(id: string, outcome: 'approved' | 'rejected' | 'pending') {
  return api<{ redirectUrl: string }>(`/payments/sandbox/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { outcome },
  });
}
