import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  Skeleton,
  Typography,
} from '@mui/material';
import { paths, type Ballot } from '@oece/contracts';
import { BALLOT_LOCKED_TEXT, ballotEditionFor, isMembershipExpired } from '@oece/domain';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { Link } from 'react-router';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useBrand } from '../../../config/settings';
import { ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useSession } from '../../../lib/session';
import { downloadBallot, useUserBallots } from '../api/get-user-ballots';

/** What the locked buttons say, before anyone has a file of their own. */
const LOCKED_LABELS = ['Balotario sin respuestas', 'Balotario con respuestas'];

/**
 * The question bank as PDF files on the exam-selection page: the files of the member's plan, or
 * the buttons disabled with 'Balotario disponible con tu membresía' for visitors, FREE and expired
 * members (main brand only: the page leaves it out on the other).
 */
export function BallotDownloads() {
  const brand = useBrand();
  const toast = useToast();
  const { user } = useSession();
  const membership = user?.currentMembership;
  const allowed = ballotEditionFor(membership?.level, isMembershipExpired(membership?.expiration)) !== null;
  const ballots = useUserBallots(allowed);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const files = ballots.data?.ballots ?? [];

  async function download(ballot: Ballot, index: number) {
    // One file at a time; the buttons stay focusable meanwhile (a disabled one would drop the focus).
    if (downloading) return;
    setDownloading(ballot.name);
    try {
      let file;
      try {
        file = await downloadBallot(ballot);
      } catch (error) {
        // A link that expired while the phone slept: ask for new links and try once more.
        if (!(error instanceof ApiError && error.status === 403 && error.code === 'FORBIDDEN')) throw error;
        const fresh = (await ballots.refetch()).data?.ballots[index];
        if (!fresh) throw error;
        file = await downloadBallot(fresh);
      }
      saveFile(file.blob, file.filename);
      setAnnouncement(`${ballot.name}: descarga lista.`);
    } catch (error) {
      toast.show(
        `Error al descargar el balotario: ${error instanceof Error ? error.message : 'intenta de nuevo.'}`,
        { severity: 'error', duration: SNACKBAR_MS },
      );
    } finally {
      setDownloading(null);
    }
  }

  const locked = (
    <>
      {LOCKED_LABELS.map((label) => (
        <Button key={label} variant="outlined" disabled startIcon={<PictureAsPdfOutlinedIcon />}>
          {label}
        </Button>
      ))}
    </>
  );

  return (
    <Card component="section" aria-labelledby="ballots-title">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="ballots-title" variant="h6" component="h2">
          {ballots.data?.ballots.length ? ballots.data.title : 'Balotario'}
        </Typography>
        <Typography color="text.secondary">
          Las preguntas del banco en PDF, por competencia y tema, para estudiar sin conexión: una versión sin
          respuestas para ponerte a prueba y otra con cada respuesta y su base legal.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {!allowed && locked}
          {allowed && ballots.isPending && (
            <>
              <Skeleton variant="rounded" width={300} height={36} />
              <Skeleton variant="rounded" width={300} height={36} />
            </>
          )}
          {allowed && ballots.isSuccess && files.length === 0 && locked}
          {files.map((ballot, index) => (
            <Button
              // Not the url: it changes with every new link, and the button would lose the focus.
              key={ballot.name}
              variant="outlined"
              onClick={() => void download(ballot, index)}
              aria-busy={downloading === ballot.name}
              aria-disabled={downloading !== null && downloading !== ballot.name}
              startIcon={
                downloading === ballot.name ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <PictureAsPdfOutlinedIcon />
                )
              }
            >
              {downloading === ballot.name ? 'Preparando PDF…' : ballot.name}
            </Button>
          ))}
        </Box>
        <Box role="status" sx={visuallyHidden}>
          {downloading ? `Preparando ${downloading}…` : announcement}
        </Box>
        {allowed && ballots.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void ballots.refetch()}>
                Reintentar
              </Button>
            }
          >
            No se pudo cargar tu balotario: {ballots.error.message}
          </Alert>
        )}
        {allowed && ballots.isSuccess && files.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Aún no hay archivos del balotario para descargar; vuelve pronto.
          </Typography>
        )}
        {!allowed && (
          <Typography variant="body2" color="text.secondary">
            {BALLOT_LOCKED_TEXT}.{' '}
            {brand.pricing && (
              <MuiLink component={Link} to={paths.pricing}>
                Ver planes
              </MuiLink>
            )}
          </Typography>
        )}
        {files.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Cada archivo lleva tu usuario al pie de página: es para tu estudio personal.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
