import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Button, CircularProgress, ListItemText, Menu, MenuItem } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BALLOT_EDITION_SETTINGS, BALLOT_EDITIONS } from '@oece/domain';
import { useId, useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useGenerateBallot } from '../api/generate-ballot';

const CHOICES = BALLOT_EDITIONS.flatMap((edition) =>
  [false, true].map((showAnswers) => {
    const settings = BALLOT_EDITION_SETTINGS[edition];
    return {
      edition,
      showAnswers,
      label: `${settings.label} ${showAnswers ? 'con respuestas' : 'sin respuestas'}`,
      detail: `${settings.questions} preguntas${
        showAnswers
          ? settings.explanations
            ? ', clave, explicación y base legal'
            : ', clave y base legal'
          : ''
      }`,
    };
  }),
);

/** 'Generar PDF': the Básico or Estándar ballot, with or without answers, as the members get it. */
export function GenerateBallotMenu() {
  const toast = useToast();
  const generating = useGenerateBallot();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const working = generating.isPending
    ? CHOICES.find(
        (choice) =>
          choice.edition === generating.variables.membershipType &&
          choice.showAnswers === generating.variables.showAnswers,
      )
    : undefined;

  function choose(edition: (typeof CHOICES)[number]) {
    setAnchor(null);
    generating.mutate(
      { membershipType: edition.edition, showAnswers: edition.showAnswers },
      {
        onSuccess: () =>
          toast.show('PDF generado exitosamente', { severity: 'success', duration: SNACKBAR_MS }),
        onError: (error) =>
          toast.show(`Error al generar PDF: ${error.message}`, { severity: 'error', duration: SNACKBAR_MS }),
      },
    );
  }

  return (
    <>
      <Button
        variant="outlined"
        // Busy rather than disabled: the menu gives the focus back to this button when it closes.
        onClick={(event) => !generating.isPending && setAnchor(event.currentTarget)}
        aria-busy={generating.isPending}
        startIcon={
          generating.isPending ? <CircularProgress size={18} color="inherit" /> : <PictureAsPdfOutlinedIcon />
        }
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        {generating.isPending ? 'Generando PDF…' : 'Generar PDF'}
      </Button>
      <Box role="status" sx={visuallyHidden}>
        {working ? `Generando el balotario ${working.label}…` : ''}
      </Box>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.map((choice) => (
          <MenuItem key={choice.label} onClick={() => choose(choice)}>
            <ListItemText primary={choice.label} secondary={choice.detail} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
