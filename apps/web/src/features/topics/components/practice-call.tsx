import { Box, Button, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import { COMPETENCY_LABELS, LOWEST_PLAN_PRICE, type Competency } from '@oece/domain';
import { Link } from 'react-router';
import { useBrand } from '../../../config/settings';
import { useCanPractice, useExamsPath, useSession } from '../../../lib/session';

/** A practice round's size when a page starts one: the practice panel's middle choice. */
const PRACTICE_QUESTIONS = 10;

/**
 * 'Practica este tema': practice draws by competency, so a member who may practise starts a round
 * of the topic's competency; anyone else is offered an exam (the rapid one is free and needs no
 * account) and the plans that include practice. Plain links: a visitor's page runs no code (the
 * server renders it for no session), and a member sees it in the app, rendered for their session.
 */
export function PracticeCall({ title, competency }: { title: string; competency: Competency }) {
  const brand = useBrand();
  const canPractice = useCanPractice();
  const member = useSession().status === 'authenticated';
  const examsPath = useExamsPath();
  const showPlans = brand.pricing && brand.paidOffer;
  const label = COMPETENCY_LABELS[competency];
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        p: 3,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textAlign: 'center',
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2, opacity: 0.9 }}>
        {canPractice
          ? `La práctica se elige por competencia: responde ${PRACTICE_QUESTIONS} preguntas de ${label} y lee la explicación de cada una.`
          : member
            ? 'Practicar por competencia, con la explicación de cada respuesta, es parte del plan Premium. Mientras tanto, ponte a prueba con un examen.'
            : 'Da un examen rápido gratis y sin registro, o elige un plan para practicar por competencia con la explicación de cada respuesta.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {canPractice ? (
          <Button
            variant="contained"
            color="secondary"
            component={Link}
            to={paths.dashboard.practice}
            state={{ selectedTopics: [competency], questionsPerTopic: PRACTICE_QUESTIONS }}
          >
            Practicar {label}
          </Button>
        ) : (
          <>
            <Button variant="contained" color="secondary" component={Link} to={examsPath}>
              {member ? 'Dar un examen' : 'Dar el examen rápido gratis'}
            </Button>
            {showPlans && (
              <Button
                variant="outlined"
                component={Link}
                to={member ? paths.dashboard.pricing : paths.pricing}
                sx={{ color: 'inherit', borderColor: 'currentColor' }}
              >
                Ver planes desde S/{LOWEST_PLAN_PRICE}
              </Button>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
