import { Box, Button, Card, CardContent, Container, Link as MuiLink, Typography } from '@mui/material';
import { paths, type ArticleResponse } from '@oece/contracts';
import { ARTICLES, formatDay } from '@oece/domain';
import type { MouseEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useExamsPath } from '../../../lib/session';

/**
 * An article of the main brand. Its body is HTML the server made from content/articles (Markdown
 * without raw HTML), so it is trusted. Its links are plain links: a visitor's page runs no code, and
 * each link loads the next page from the server. Only in the app (a signed-in member reading it) does
 * the click handler run, and a link to another of the site's pages then moves within the app, as its
 * own links do, instead of starting the app again.
 */
export function ArticlePage() {
  const article = useLoaderData() as ArticleResponse;
  const navigate = useNavigate();
  const examsPath = useExamsPath();

  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {article.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Actualizado el {formatDay(article.updated)}
      </Typography>
      <Box
        onClick={followInternalLink}
        dangerouslySetInnerHTML={{ __html: article.html }}
        sx={{
          fontSize: '1.05rem',
          lineHeight: 1.7,
          '& h2': { fontSize: '1.5rem', fontWeight: 700, mt: 4, mb: 1.5, lineHeight: 1.3 },
          '& h3': { fontSize: '1.2rem', fontWeight: 700, mt: 3, mb: 1, lineHeight: 1.3 },
          '& p, & ul, & ol': { my: 1.5 },
          '& li': { my: 0.5 },
          '& a': { color: 'primary.main', textUnderlineOffset: '2px' },
          '& blockquote': {
            m: 0,
            my: 2,
            px: 2,
            py: 1,
            borderLeft: 4,
            borderColor: 'primary.main',
            bgcolor: 'grey.50',
          },
          // A wide table scrolls by itself on a phone instead of widening the page.
          '& table': {
            display: 'block',
            overflowX: 'auto',
            borderCollapse: 'collapse',
            my: 2,
            fontSize: { xs: '0.875rem', sm: '0.95rem' },
          },
          '& th, & td': {
            border: 1,
            borderColor: 'divider',
            px: { xs: 1, sm: 1.5 },
            py: 1,
            textAlign: 'left',
            verticalAlign: 'top',
          },
          // Amounts stay on one line: 'desde S/ 5,000,000'.
          '& td:last-child': { whiteSpace: 'nowrap' },
          '& th': { bgcolor: 'grey.100', fontWeight: 700 },
        }}
      />

      <Card variant="outlined" sx={{ mt: 5, bgcolor: 'primary.50', borderColor: 'primary.light' }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            ¿Listo para ponerte a prueba?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Da un examen cronometrado como el oficial y revisa cada respuesta con su base legal.
          </Typography>
          <Button variant="contained" size="large" component={Link} to={examsPath}>
            Empezar el simulador
          </Button>
        </CardContent>
      </Card>

      <Box component="nav" aria-label="Otros artículos" sx={{ mt: 4 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Sigue leyendo
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {Object.values(ARTICLES)
            .filter((other) => other.slug !== article.slug)
            .map((other) => (
              <li key={other.slug}>
                <MuiLink component={Link} to={paths.article(other.slug)}>
                  {other.label}
                </MuiLink>
              </li>
            ))}
          <li>
            <MuiLink component={Link} to={paths.schedule}>
              Cronograma de exámenes por departamento
            </MuiLink>
          </li>
        </Box>
      </Box>
    </Container>
  );
}
