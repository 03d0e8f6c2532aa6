import type { MailResponse, OrdersResponse, ResendCredentialsResponse, User } from '@oece/contracts';
import type { OrderStatus } from '@oece/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client';

/** GET /orders: newest first, by status and by (part of the) e-mail. */
export function useOrders(filter: { status?: OrderStatus; email: string }) {
  return useQuery({
    queryKey: ['admin', 'orders', filter.status ?? '', filter.email.trim()],
    queryFn: () =>
      api<OrdersResponse>(`/orders${queryString({ status: filter.status, email: filter.email })}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /mail: every e-mail the product wrote, newest first. */
export function useMail(to: string) {
  return useQuery({
    queryKey: ['admin', 'mail', to.trim()],
    queryFn: () => api<MailResponse>(`/mail${queryString({ to })}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /users/{id}/credentials: a fresh link to set the password, e-mailed to the user; answered
 * once when no e-mail can leave.
 */
export function useResendCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api<ResendCredentialsResponse>(`/users/${userId}/credentials`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'mail'] }),
  });
}

/** PUT /users/email: null removes the address. */
export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; email: string | null }) =>
      api<{ success: true; message: string; user: User }>('/users/email', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
