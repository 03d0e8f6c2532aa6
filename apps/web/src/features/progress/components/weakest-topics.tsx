import { Alert, Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { paths, type TopicScore } from '@oece/contracts';
import { COMPETENCY_LABELS, percentCorrect } from '@oece/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../config/settings';
import { ScoreText } from './score-text';

/** Practice draws by competency: a topic leads to a round of its competency. */
const QUESTIONS_PER_TOPIC = 10;

function countedOver(examsCounted: number): string {
  return examsCounted === 1 ? 'tu último examen' : `tus últimos ${examsCounted} exámenes`;
}

/**
 * The topics answered worst over the last exams, each with a way to practise its competency
 * (PREMIUM on a brand with practice) or, for the others, where practice is offered.
 */
export function WeakestTopics({
  topics,
  examsCounted,
  canPractise,
}: {
  topics: TopicScore[];
  examsCounted: number;
  canPractise: boolean;
}) {
  const brand = useBrand();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Temas para reforzar
        </Typography>
        {topics.length === 0 ? (
          <Typography color="text.secondary">
            No fallaste ningún tema en {countedOver(examsCounted)}. ¡Sigue así!
          </Typography>
        ) : (
          <>
            <Typography color="text.secondary">
              Los temas con menos respuestas correctas en {countedOver(examsCounted)}.
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {topics.map((topic) => (
                <Box
                  component="li"
                  key={topic.topic}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {topic.topic} {topic.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {COMPETENCY_LABELS[topic.category]}
                    </Typography>
                    <Typography variant="body2">
                      <ScoreText correct={topic.correct} total={topic.total}>
                        {topic.correct} de {topic.total} correctas (
                        {percentCorrect(topic.correct, topic.total)}
                        %)
                      </ScoreText>
                    </Typography>
                  </Box>
                  {canPractise && (
                    <Button
                      variant="outlined"
                      size="small"
                      component={Link}
                      to={paths.dashboard.practice}
                      state={{ selectedTopics: [topic.category], questionsPerTopic: QUESTIONS_PER_TOPIC }}
                    >
                      Practicar
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {COMPETENCY_LABELS[topic.category]}
                      </Box>
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
            {!canPractise && brand.premiumExtras && (
              <Alert severity="info">
                Practicar por competencia, con la explicación de cada respuesta, es parte del plan Premium.
                {brand.pricing && (
                  <>
                    {' '}
                    <MuiLink component={Link} to={paths.dashboard.pricing}>
                      Ver los planes
                    </MuiLink>
                  </>
                )}
              </Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
