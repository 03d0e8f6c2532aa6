import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Container, Link as MuiLink, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import { articleBlocks, blockAnchors, lawArticleName } from '@oece/domain';
import { useId } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { excerpt } from '../../../lib/excerpt';
import { useExamsPath } from '../../../lib/session';
import { lawCrumbs, type LawArticlePageData } from '../law-route';
import { ArticleText } from './article-text';
import { ConsolidationNote } from './consolidation-note';

/** A question's stem in the list is cut after this much. */
const STEM_LENGTH = 180;

/**
 * An article of the Ley or the Reglamento on its own page, as a search brings a candidate here:
 * its text with every numeral and literal anchored (an address such as #n-2 or #n-2-b opens at it
 * and marks it), the publisher's notes on amendments, the articles around it, and the published
 * questions that cite it, all in the served HTML.
 */
export function LawArticlePage() {
  const { article, questions } = useLoaderData() as LawArticlePageData;
  const examsPath = useExamsPath();
  const questionsTitle = useId();
  const blocks = articleBlocks(article.number, article.paragraphs);
  const anchors = blockAnchors(blocks);
  const { text, previous, next } = article;
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs crumbs={lawCrumbs(text, article.number)} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 0.5, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
      >
        {lawArticleName(text, article.number)}: {article.epigraph}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {article.textName}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, fontSize: '1.05rem', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
        <ArticleText blocks={blocks} anchors={anchors} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <ConsolidationNote consolidation={article.consolidation} />
      </Box>

      <Box
        component="nav"
        aria-label="Artículos anterior y siguiente"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 3 }}
      >
        {previous ? (
          <Button
            component={Link}
            to={paths.lawArticle(text, previous)}
            rel="prev"
            startIcon={<ChevronLeftIcon />}
          >
            Anterior: artículo {previous}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button
            component={Link}
            to={paths.lawArticle(text, next)}
            rel="next"
            endIcon={<ChevronRightIcon />}
            // Alone on its line on a phone, it stays on the right.
            sx={{ ml: 'auto' }}
          >
            Siguiente: artículo {next}
          </Button>
        )}
      </Box>

      <Box component="section" aria-labelledby={questionsTitle} sx={{ mt: 5 }}>
        <Typography id={questionsTitle} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Preguntas sobre este artículo
        </Typography>
        {questions.length > 0 ? (
          <>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {questions.map((question) => (
                <li key={question.slug}>
                  <MuiLink component={Link} to={paths.question(question.slug)}>
                    {excerpt(question.question, STEM_LENGTH)}
                  </MuiLink>
                </li>
              ))}
            </Box>
            <Typography color="text.secondary" sx={{ mt: 2, mb: 2 }}>
              Hay muchas más en el simulador, en exámenes cronometrados como el oficial.
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Aún no hay preguntas publicadas sobre este artículo. Ponte a prueba con el simulador: sus exámenes
            cronometrados preguntan sobre toda la Ley N° 32069 y su Reglamento.
          </Typography>
        )}
        <Button variant="contained" component={Link} to={examsPath}>
          Empezar el simulador
        </Button>
      </Box>
    </Container>
  );
}
