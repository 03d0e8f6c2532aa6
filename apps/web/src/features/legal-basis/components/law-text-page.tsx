import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import { LEGAL_TEXT_SHORT_NAMES } from '@oece/domain';
import { Link, useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { lawCrumbs, type LawTextPageData } from '../law-route';
import { ConsolidationNote } from './consolidation-note';

/** The Ley or the Reglamento as the list of its articles, each a link to its page. */
export function LawTextPage() {
  const { text } = useLoaderData() as LawTextPageData;
  const other = text.text === 'ley' ? 'reglamento' : 'ley';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs crumbs={lawCrumbs(text.text)} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '1.5rem', md: '2rem' } }}
      >
        {text.textName}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Lee cada artículo con sus numerales y las preguntas del simulador que lo citan.
      </Typography>
      <ConsolidationNote consolidation={text.consolidation} />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, display: 'grid', gap: 0.75 }}>
        {text.articles.map((article) => (
          <li key={article.number}>
            <MuiLink component={Link} to={paths.lawArticle(text.text, article.number)}>
              Artículo {article.number}. {article.epigraph}
            </MuiLink>
          </li>
        ))}
      </Box>
      <Typography sx={{ mt: 4 }}>
        Lee también el{' '}
        <MuiLink component={Link} to={paths.lawText(other)}>
          {other === 'ley' ? 'texto de la' : 'texto del'} {LEGAL_TEXT_SHORT_NAMES[other]}
        </MuiLink>
        .
      </Typography>
    </Container>
  );
}
