import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, CircularProgress, Drawer, IconButton, Link as MuiLink, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { paths } from '@oece/contracts';
import { lineNumeral, numeralAnchor, type LegalReference } from '@oece/domain';
import { useEffect, useId, useRef } from 'react';
import { QueryError } from '../../../components/query-error';
import { useBrand } from '../../../config/settings';
import { useLegalArticle } from '../api/get-legal-article';

/**
 * Which line of the article the reference points at: the cited numeral's own line, or its nearest
 * parent's ('66.1.2' in a text that numbers only '66.1'); -1 when the whole article is cited.
 */
export function citedParagraph(paragraphs: readonly string[], numeral: string | null): number {
  if (!numeral) return -1;
  const parts = numeral.split('.');
  for (let length = parts.length; length > 1; length--) {
    const prefix = parts.slice(0, length).join('.');
    const index = paragraphs.findIndex((line) =>
      new RegExp(`^"?${prefix.replace(/\./g, '\\.')}\\.?\\s`).test(line),
    );
    if (index >= 0) return index;
  }
  return -1;
}

/** The text of a cited article beside the page, its cited numeral marked and in view. */
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
  const citedIndex = article ? citedParagraph(article.paragraphs, reference?.numeral ?? null) : -1;
  const citedNumeral = citedIndex >= 0 ? lineNumeral(article!.paragraphs[citedIndex]!) : null;

  useEffect(() => {
    if (article && citedIndex >= 0) cited.current?.scrollIntoView({ block: 'center' });
  }, [article, citedIndex]);

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
            {article?.title ?? reference?.label}
          </Typography>
          {article && (
            <Typography variant="body2" color="text.secondary">
              {article.textName}
            </Typography>
          )}
          {/* Its page, at the cited numeral; in a new tab, so that a review or a practice round keeps its place. */}
          {article && publicContent && (
            <MuiLink
              href={`${paths.lawArticle(article.text, article.number)}${citedNumeral ? `#${numeralAnchor(citedNumeral)}` : ''}`}
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
        <Box sx={{ display: 'grid', gap: 1 }}>
          {article.paragraphs.map((paragraph, index) => (
            <Typography
              key={index}
              ref={index === citedIndex ? cited : undefined}
              variant="body2"
              aria-current={index === citedIndex ? 'true' : undefined}
              sx={
                index === citedIndex
                  ? { bgcolor: 'warning.light', color: 'common.black', p: 1, borderRadius: 1 }
                  : undefined
              }
            >
              {paragraph}
            </Typography>
          ))}
        </Box>
      )}
    </Drawer>
  );
}
