import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress, ListItemText, Menu, MenuItem } from '@mui/material';
import type { QuestionFilter } from '@oece/contracts';
import { useId, useState } from 'react';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  function choose(format: ExportFormat) {
    setAnchor(null);
    exporting.mutate(
      { filter, format },
      {
        onError: (error) =>
          toast.show(`Error al exportar: ${error.message}`, { severity: 'error', duration: SNACKBAR_MS }),
      },
    );
  }

  return (
    <>
      <Button
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={exporting.isPending}
        startIcon={
          exporting.isPending ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlinedIcon />
        }
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        {exporting.isPending ? 'Exportando…' : 'Exportar'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, label, detail }) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            <ListItemText primary={label} secondary={detail} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
