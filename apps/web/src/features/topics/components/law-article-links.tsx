import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { LawArticleLink } from '@oece/contracts';
import { useId } from 'react';
import { Link } from 'react-router';

/** The articles a page rests on, each a link to its page. */
export function LawArticleLinks({ title, articles }: { title: string; articles: LawArticleLink[] }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {articles.map((article) => (
          <li key={article.path}>
            <MuiLink component={Link} to={article.path}>
              {article.label}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
