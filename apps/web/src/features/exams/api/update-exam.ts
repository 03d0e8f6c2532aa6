import type { UpdateExamRequest, UpdateExamResponse } from '@oece/contracts';
import { api } from '../../../lib/api-client';

export function updateExam(code: string, body: UpdateExamRequest): Promise<UpdateExamResponse> {
  return api<UpdateExamResponse>(`/exams/${encodeURIComponent(code)}`, { method: 'PATCH', body });
}
