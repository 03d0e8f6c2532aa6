import type { StartExamRequest, StartExamResponse } from '@oece/contracts';
import { useMutation } from '@tanstack/react-query';
import { track } from '../../../lib/analytics';
import { api, ApiError } from '../../../lib/api-client';

export async function startExam(input: StartExamRequest): Promise<StartExamResponse> {
  try {
    const started = await api<StartExamResponse>('/exams', { method: 'POST', body: input });
    track('exam_started', { examType: input.type });
    return started;
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) {
      throw new ApiError(0, 'NETWORK', 'Error al conectar con el servidor');
    }
    throw error;
  }
}

export function useStartExam() {
  return useMutation({ mutationFn: startExam });
}
