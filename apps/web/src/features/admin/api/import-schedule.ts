import type { ScheduleFileImportRequest, ScheduleImportRun } from '@oece/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleImportsQueryKey } from './get-schedule-imports';

type RunResponse = { success: true; run: ScheduleImportRun };

/** Reads the official source now; the run says whether it worked. */
export function importScheduleFromSource() {
  return api<RunResponse>('/oece-exam-schedule/imports', { method: 'POST' });
}

/** Imports a CSV or JSON file: taken whole, or refused whole with the reason. */
export function importScheduleFile(input: ScheduleFileImportRequest) {
  return api<RunResponse>('/oece-exam-schedule/imports/file', { method: 'POST', body: input });
}

/** Either import; the status and the history reload after it, whatever its outcome. */
export function useImportSchedule<T>(importer: (input: T) => Promise<RunResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleImportsQueryKey }),
  });
}
