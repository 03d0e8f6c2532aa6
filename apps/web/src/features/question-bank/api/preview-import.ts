import type { ImportPreviewResponse, ImportQuestionsRequest } from '@oece/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What an import would create, question by question, with its errors and near duplicates; writes nothing. */
export function previewImport(input: ImportQuestionsRequest): Promise<ImportPreviewResponse> {
  return api<ImportPreviewResponse>('/questions/import/preview', { method: 'POST', body: input });
}

/** Run on demand ('Vista previa'): a text of 2 MB is not sent as the administrator types. */
export function usePreviewImport() {
  return useMutation({
    mutationKey: ['admin', 'question-bank', 'import', 'preview'],
    mutationFn: previewImport,
  });
}
