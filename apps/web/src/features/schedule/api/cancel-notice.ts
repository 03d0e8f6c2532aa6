import type { SuccessResponse } from '@oece/contracts';
import { api, queryString } from '../../../lib/api-client';

/**
 * POST /oece-exam-schedule/subscriptions/unsubscribe?token=…: the token of any schedule e-mail's
 * link ends its subscription (the same address a mail program's one-click unsubscribe posts to).
 */
export function cancelNotice(token: string): Promise<SuccessResponse> {
  return api<SuccessResponse>(`/oece-exam-schedule/subscriptions/unsubscribe${queryString({ token })}`, {
    method: 'POST',
  });
}
