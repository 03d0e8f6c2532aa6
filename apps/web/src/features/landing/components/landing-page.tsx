import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import QuizIcon from '@mui/icons-material/Quiz';
import { Alert, Box, Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import {
  EXAM_TYPE_DEFINITIONS,
  LOWEST_PLAN_PRICE,
  examSummary,
  questionCount,
  questionsText,
} from '@oece/domain';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { paths, type TasteQuestion } from '@oece/contracts';
import { island } from '../../../app/islands/island';
import { useSettings } from '../../../config/settings';
import { LandingTaste } from './landing-taste';

// The taste is the page's one interactive part; the rest, links included, is the server's HTML.
const LandingTasteIsland = island('landing-taste', LandingTaste);

const rapid = EXAM_TYPE_DEFINITIONS.PUBLIC_RAPID;
const complete = EXAM_TYPE_DEFINITIONS.COMPLETE;

interface Tile {
  icon: ReactNode;
  title: string;
  text: string;
  /** Only on the brand with public content (the schedule). */
  publicContent?: true;
}

const TILES: Tile[] = [
  {
    icon: <AccessTimeIcon color="primary" fontSize="large" />,
    title: 'Exámenes cronometrados',
    text: `Desde ${examSummary(questionCount(rapid.composition), rapid.durationSeconds)} hasta el simulacro completo de ${examSummary(questionCount(complete.composition), complete.durationSeconds)}.`,
  },
  {
    icon: <QuizIcon color="primary" fontSize="large" />,
    title: 'Pregunta del día',
    text: 'Una pregunta nueva cada día y cómo respondieron los demás postulantes.',
  },
  {
    icon: <LightbulbIcon color="primary" fontSize="large" />,
    title: 'Explicaciones con base legal',
    text: 'Cada respuesta explicada con el artículo de la Ley N° 32069 o de su Reglamento.',
  },
  {
    icon: <CalendarMonthIcon color="primary" fontSize="large" />,
    title: 'Cronograma oficial',
    // The schedule is public content: only the brand that has it offers it.
    publicContent: true,
    text: 'Fechas de examen, inscripción y vacantes por sede en todo el país.',
  },
];

export function LandingPage() {
  const { brand, bankSize } = useSettings();
  const taste = useLoaderData() as TasteQuestion[];
  const tiles = TILES.filter((tile) => brand.publicContent || !tile.publicContent);
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '3rem' }, mb: 2 }}
          >
            Aprueba el examen de certificación OECE
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, mb: 4, opacity: 0.9 }}>
            {`Practica con ${questionsText(bankSize)} basadas en la nueva Ley General de Contrataciones Públicas y su Reglamento, en exámenes con tiempo real como el oficial.`}
          </Typography>
          <Button variant="contained" color="secondary" size="large" component={Link} to={paths.exams}>
            Empezar simulacro
          </Button>
        </Container>
      </Box>
      {taste.length > 0 && (
        <Container maxWidth="md" sx={{ pt: 6 }}>
          <LandingTasteIsland questions={taste} />
        </Container>
      )}
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={3}>
          {tiles.map((tile) => (
            <Grid key={tile.title} size={{ xs: 12, sm: 6, md: 12 / tiles.length }}>
              <Card sx={{ height: '100%' }} variant="outlined">
                <CardContent>
                  {tile.icon}
                  <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                    {tile.title}
                  </Typography>
                  <Typography color="text.secondary">{tile.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Alert severity="info" sx={{ mt: 4 }}>
          <strong>¿Cómo funciona?</strong> No necesitas registrarte: elige el examen rápido, responde antes de
          que termine el tiempo y revisa al final cada respuesta correcta.
        </Alert>
        {brand.paidOffer && brand.pricing && (
          <Box
            sx={{
              mt: 4,
              p: 3,
              borderRadius: 2,
              bgcolor: 'secondary.light',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              Exámenes completos ilimitados, explicaciones y modo práctica con una membresía.
            </Typography>
            <Button variant="contained" component={Link} to={paths.pricing}>
              Ver precios desde S/{LOWEST_PLAN_PRICE}
            </Button>
          </Box>
        )}
      </Container>
    </>
  );
}
