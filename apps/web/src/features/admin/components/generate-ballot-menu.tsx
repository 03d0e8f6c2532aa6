import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { BALLOT_EDITION_SETTINGS, BALLOT_EDITIONS } from '@oece/domain';
import { FileMenuButton } from '../../../components/file-menu-button';
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
  const working = generating.isPending
    ? CHOICES.find(
        (choice) =>
          choice.edition === generating.variables.membershipType &&
          choice.showAnswers === generating.variables.showAnswers,
      )
    : undefined;

  return (
    <FileMenuButton
      label="Generar PDF"
      busyLabel="Generando PDF…"
      icon={<PictureAsPdfOutlinedIcon />}
      choices={CHOICES}
      busy={generating.isPending}
      status={working ? `Generando el balotario ${working.label}…` : ''}
      onChoose={(choice) =>
        generating.mutate(
          { membershipType: choice.edition, showAnswers: choice.showAnswers },
          {
            onSuccess: () =>
              toast.show('PDF generado exitosamente', { severity: 'success', duration: SNACKBAR_MS }),
            onError: (error) =>
              toast.show(`Error al generar PDF: ${error.message}`, {
                severity: 'error',
                duration: SNACKBAR_MS,
              }),
          },
        )
      }
    />
  );
}
