import type { GeneratePdfRequest } from '@oece/contracts';
import { generatedBallotFilename, limaDay } from '@oece/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The administrator's file, saved under the server's name (or balotario_con|sin_respuestas_{date}.pdf). */
export async function generateBallot(request: GeneratePdfRequest) {
  const { blob, filename } = await apiDownload('/questions/generate-pdf', { method: 'POST', body: request });
  return { blob, filename: filename ?? generatedBallotFilename(request.showAnswers, limaDay(new Date())) };
}

export function useGenerateBallot() {
  return useMutation({
    mutationKey: ['admin', 'generate-pdf'],
    mutationFn: generateBallot,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
  });
}
