import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import { useId } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { TopicPageData } from '../topic-route';
import { topicCrumbs } from '../topic-trails';
import { IntroductionText } from './introduction-text';
import { LawArticleLinks } from './law-article-links';
import { PracticeCall } from './practice-call';
import { questionCountText } from './question-count-text';

/**
 * A topic of the exam, as a search brings a candidate here: what it covers, the articles it rests
 * on, the public questions on it (each a link to its page), how many more the bank has, and the way
 * into practice. All of it in the served HTML.
 */
export function TopicPage() {
  const { topic } = useLoaderData() as TopicPageData;
  const questionsId = useId();
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs crumbs={topicCrumbs(topic)} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 3, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
      >
        {topic.code} {topic.label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <IntroductionText introduction={topic.introduction} />
        <LawArticleLinks title="Artículos en los que se basa" articles={topic.articles} />
        <Box component="section" aria-labelledby={questionsId}>
          <Typography id={questionsId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {questionCountText(topic.questionCount)} del banco sobre este tema
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {topic.questions.length === 0
              ? 'Todavía no hay preguntas de este tema publicadas con su respuesta: las encuentras en los exámenes y en la práctica.'
              : `${topic.questions.length === 1 ? 'Esta se publica' : `Estas ${topic.questions.length} se publican`} con su respuesta, explicación y base legal; las demás las encuentras en los exámenes y en la práctica.`}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.25 }}>
            {topic.questions.map((question) => (
              <li key={question.slug}>
                <MuiLink
                  component={Link}
                  to={paths.question(question.slug)}
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {question.question}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
        <PracticeCall title="Practica este tema" competency={topic.competency.competency} />
        <Typography>
          Más temas de{' '}
          <MuiLink component={Link} to={paths.competency(topic.competency.slug)}>
            {topic.competency.label}
          </MuiLink>{' '}
          o{' '}
          <MuiLink component={Link} to={paths.topics}>
            todos los temas del examen
          </MuiLink>
          .
        </Typography>
      </Box>
    </Container>
  );
}
