import type { ExportQuestionsQuery, QuestionFilter } from '@oece/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { filterParams } from './get-questions';

export type ExportFormat = ExportQuestionsQuery['format'];

/** The filtered bank as a file (Aiken .txt or JSON), named by the server. */
export function exportQuestions(input: { filter: QuestionFilter; format: ExportFormat }) {
  const params = filterParams(input.filter);
  params.set('format', input.format);
  return apiDownload(`/questions/export?${params}`);
}

/** Downloads the export and saves it; the file name is the server's (banco-preguntas-YYYY-MM-DD). */
export function useExportQuestions() {
  return useMutation({
    mutationKey: ['admin', 'question-bank', 'export'],
    mutationFn: exportQuestions,
    onSuccess: ({ blob, filename }, { format }) =>
      saveFile(blob, filename ?? `banco-preguntas.${format === 'json' ? 'json' : 'txt'}`),
  });
}
