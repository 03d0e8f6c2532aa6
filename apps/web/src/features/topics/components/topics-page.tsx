import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import { Link, useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { TopicsPageData } from '../topics-route';
import { topicsCrumbs } from '../topic-trails';
import { TopicList } from './topic-list';

/** /temas: the exam's three competencies and all their topics, each topic a link to its page. */
export function TopicsPage() {
  const { competencies } = (useLoaderData() as TopicsPageData).index;
  const topicCount = competencies.reduce((sum, competency) => sum + competency.topics.length, 0);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs crumbs={topicsCrumbs()} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        Temas del examen de certificación OECE
      </Typography>
      <Typography sx={{ mb: 4, fontSize: '1.05rem', lineHeight: 1.7 }}>
        El examen se ordena en {competencies.length} competencias y {topicCount} temas. Cada tema tiene su
        página: qué abarca, los artículos de la Ley N° 32069 y su Reglamento en los que se basa y preguntas
        publicadas con su respuesta y explicación.
      </Typography>
      <Box sx={{ display: 'grid', gap: 5 }}>
        {competencies.map((competency) => (
          <Box component="section" key={competency.slug} aria-labelledby={`competencia-${competency.slug}`}>
            <Typography
              id={`competencia-${competency.slug}`}
              variant="h5"
              component="h2"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              <MuiLink component={Link} to={paths.competency(competency.slug)} color="inherit">
                {competency.label}
              </MuiLink>
            </Typography>
            <TopicList topics={competency.topics} />
          </Box>
        ))}
      </Box>
    </Container>
  );
}
