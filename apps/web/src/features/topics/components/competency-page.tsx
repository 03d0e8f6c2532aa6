import { Box, Container, Typography } from '@mui/material';
import { useId } from 'react';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { CompetencyPageData } from '../competency-route';
import { competencyCrumbs } from '../topic-trails';
import { IntroductionText } from './introduction-text';
import { LawArticleLinks } from './law-article-links';
import { PracticeCall } from './practice-call';
import { TopicList } from './topic-list';

/** One of the exam's three competencies: what it covers, its central articles and its topics. */
export function CompetencyPage() {
  const { competency } = useLoaderData() as CompetencyPageData;
  const topicsId = useId();
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs crumbs={competencyCrumbs(competency)} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {competency.label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <IntroductionText introduction={competency.introduction} />
        <LawArticleLinks title="Artículos centrales" articles={competency.articles} />
        <Box component="section" aria-labelledby={topicsId}>
          <Typography id={topicsId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Los {competency.topics.length} temas de esta competencia
          </Typography>
          <TopicList topics={competency.topics} />
        </Box>
        <PracticeCall title="Practica esta competencia" competency={competency.competency} />
      </Box>
    </Container>
  );
}
