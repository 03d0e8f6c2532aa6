import { Box, Button, Card, CardContent, Chip, Container, Link as MuiLink, Typography } from '@mui/material';
import { paths, type PublicQuestionResponse } from '@oece/contracts';
import { COMPETENCY_LABELS, findTopic, topicSlug } from '@oece/domain';
import { useId, type ComponentType } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useExamsPath } from '../../../lib/session';
import { WhatsAppShareButton } from '../../../components/whatsapp-share-button';
import type { AnswerShown } from './question-answer';

/** What the page hands the part that answers: plain data, as that part is an island for a visitor. */
export interface QuestionAnswerPartProps {
  questionId: number;
  answer: AnswerShown;
  /** Id of the question's text, the options' accessible name. */
  labelledBy: string;
}

/**
 * A bank question on its own page, as a search brings a candidate here: the question and its
 * options to try, then the key, the explanation and its legal basis (all in the served HTML), and
 * the way into the simulator. `Answer`: the options, the answer and the way to report an error,
 * put together by the app (app/pages/question-route.tsx) with what the answer shows of other features.
 */
export function QuestionPage({ Answer }: { Answer: ComponentType<QuestionAnswerPartProps> }) {
  const question = useLoaderData() as PublicQuestionResponse;
  const examsPath = useExamsPath();
  const textId = useId();
  const topic = findTopic(question.topic);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Chip label={COMPETENCY_LABELS[question.category]} color="primary" size="small" />
        {topic && (
          <MuiLink component={Link} to={paths.topic(topicSlug(topic))} variant="body2" color="text.secondary">
            {topic.code} {topic.label}
          </MuiLink>
        )}
      </Box>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography
            id={textId}
            variant="h1"
            sx={{ whiteSpace: 'pre-line', fontSize: { xs: '1.2rem', md: '1.45rem' }, fontWeight: 700 }}
          >
            {question.question}
          </Typography>
          {/* Another question starts afresh: nothing chosen, nothing shown. */}
          <Answer
            key={question.id}
            questionId={question.id}
            answer={{
              alternatives: question.alternatives,
              correctAlternative: question.correctAlternative,
              explanation: question.explanation,
              sources: question.sources,
              dailyResults: question.dailyResults,
            }}
            labelledBy={textId}
          />
        </CardContent>
      </Card>
      <Box sx={{ mt: 2 }}>
        <WhatsAppShareButton
          path={paths.question(question.slug)}
          text="¿Sabes la respuesta? Mira esta pregunta del examen de certificación OECE:"
          from="question_page"
        />
      </Box>
      <Box
        sx={{
          mt: 4,
          p: 3,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          textAlign: 'center',
        }}
      >
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          ¿Listo para el examen de certificación?
        </Typography>
        <Typography sx={{ mb: 2, opacity: 0.9 }}>
          Pon a prueba lo que sabes con exámenes cronometrados como el oficial.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" color="secondary" component={Link} to={examsPath}>
            Empezar el simulador
          </Button>
          <Button
            variant="outlined"
            component={Link}
            to={paths.dailyQuestion}
            sx={{ color: 'inherit', borderColor: 'currentColor' }}
          >
            Pregunta del día
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
