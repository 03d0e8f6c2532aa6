import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { QuestionFilter } from '@oece/contracts';
import { FileMenuButton } from '../../../components/file-menu-button';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useExportQuestions, type ExportFormat } from '../api/export-questions';

const FORMATS: { format: ExportFormat; label: string; detail: string }[] = [
  { format: 'aiken', label: 'Aiken (.txt)', detail: 'Para Moodle y otros bancos' },
  { format: 'json', label: 'JSON (.json)', detail: 'Con temas, explicaciones y fuentes' },
];

/** 'Exportar': the questions the list's filter selects, as an Aiken or a JSON file. */
export function ExportMenu({ filter }: { filter: QuestionFilter }) {
  const toast = useToast();
  const exporting = useExportQuestions();

  return (
    <FileMenuButton
      label="Exportar"
      busyLabel="Exportando…"
      icon={<FileDownloadOutlinedIcon />}
      choices={FORMATS}
      busy={exporting.isPending}
      onChoose={({ format }) =>
        exporting.mutate(
          { filter, format },
          {
            onError: (error) =>
              toast.show(`Error al exportar: ${error.message}`, { severity: 'error', duration: SNACKBAR_MS }),
          },
        )
      }
    />
  );
}
