import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, CircularProgress, Drawer, IconButton, Link as MuiLink, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { paths } from '@oece/contracts';
import {
  articleBlocks,
  blockAnchors,
  citedPassage,
  type CitedPassage,
  type LegalReference,
} from '@oece/domain';
import { useEffect, useId, useMemo, useRef } from 'react';
import { QueryError } from '../../../components/query-error';
import { useBrand } from '../../../config/settings';
import { useLegalArticle } from '../api/get-legal-article';
import { ArticleText } from './article-text';

/**
 * Where the article's page shows what a reference cites: the anchor of its literal or numeral, or of
 * the nearest one before the cited line, and the quoted words as a text fragment the browser marks
 * ('#n-1:~:text=siete%20d%C3%ADas'); empty for a whole article.
 */
export function citedPageHash(
  anchors: readonly (string | null)[],
  cited: CitedPassage | null,
  quote: string | null,
): string {
  if (!cited) return '';
  const anchor = anchors.slice(0, cited.block + 1).findLast((candidate) => candidate !== null);
  // A text directive escapes what it uses as syntax: '-', ',' and '&'.
  const words = quote && cited.sentence ? `:~:text=${encodeURIComponent(quote).replace(/-/g, '%2D')}` : '';
  return anchor || words ? `#${anchor ?? ''}${words}` : '';
}

/**
 * The text of a cited article beside the page, with the publisher's notes set apart and what the
 * reference cites (its literal or numeral, and the quoted sentence) marked and in view.
 */
export function LegalArticleDrawer({
  reference,
  onClose,
}: {
  reference: LegalReference | null;
  onClose(): void;
}) {
  const titleId = useId();
  const { publicContent } = useBrand();
  const query = useLegalArticle(reference);
  const cited = useRef<HTMLParagraphElement>(null);
  const article = query.data;
  const blocks = useMemo(() => (article ? articleBlocks(article.number, article.paragraphs) : []), [article]);
  const passage = useMemo(
    () => (reference && article ? citedPassage(blocks, reference) : null),
    [blocks, reference, article],
  );

  useEffect(() => {
    if (passage) cited.current?.scrollIntoView({ block: 'center' });
  }, [passage]);

  return (
    <Drawer
      anchor="right"
      open={reference !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 520 }, p: 2, display: 'grid', gap: 1.5, alignContent: 'start' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {article ? `Artículo ${article.number}. ${article.epigraph}` : reference?.label}
          </Typography>
          {article && (
            <Typography variant="body2" color="text.secondary">
              {article.textName}
            </Typography>
          )}
          {/* Its page, at the cited numeral; in a new tab, so that a review or a practice round keeps its place. */}
          {article && publicContent && (
            <MuiLink
              href={`${paths.lawArticle(article.text, article.number)}${citedPageHash(blockAnchors(blocks), passage, reference?.quote ?? null)}`}
              target="_blank"
              rel="noopener"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
            >
              Abrir la página del artículo{' '}
              <Box component="span" sx={visuallyHidden}>
                (en una pestaña nueva)
              </Box>
              <OpenInNewIcon fontSize="inherit" aria-hidden />
            </MuiLink>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label="Cerrar el artículo" edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {query.isPending && (
        <Box
          sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
          role="status"
          aria-label="Cargando el artículo"
        >
          <CircularProgress />
        </Box>
      )}
      {query.isError && (
        <QueryError
          what="No se pudo cargar el artículo"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {article && (
        <Box sx={{ display: 'grid', gap: 1, typography: 'body2' }}>
          <ArticleText blocks={blocks} cited={passage} citedRef={cited} />
        </Box>
      )}
    </Drawer>
  );
}
