import { Link as MuiLink, Typography } from '@mui/material';
import { legalReference, type LegalReference } from '@oece/domain';
import { Fragment, lazy, Suspense, useState } from 'react';

// Only a reader who opens an article downloads the drawer: public pages stay light on first paint.
const LegalArticleDrawer = lazy(() =>
  import('./legal-article-drawer').then((module) => ({ default: module.LegalArticleDrawer })),
);

/**
 * The articles an answer rests on: 'Base legal: Ley N° 32069, art. 7.1; Reglamento, art. 66.1',
 * each reference opening the article's text beside the page.
 */
export function LegalBasis({ sources }: { sources: readonly string[] }) {
  const [open, setOpen] = useState<LegalReference | null>(null);
  const [used, setUsed] = useState(false);
  if (sources.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <strong>Base legal:</strong>{' '}
      {sources.map((source, index) => {
        const reference = legalReference(source);
        return (
          <Fragment key={source}>
            {index > 0 && '; '}
            {reference ? (
              <MuiLink
                component="button"
                type="button"
                onClick={() => {
                  setUsed(true);
                  setOpen(reference);
                }}
                aria-haspopup="dialog"
                aria-label={`${reference.label}: leer el artículo`}
                sx={{ verticalAlign: 'baseline', textAlign: 'left' }}
              >
                {reference.label}
              </MuiLink>
            ) : (
              source
            )}
          </Fragment>
        );
      })}
      {used && (
        <Suspense fallback={null}>
          <LegalArticleDrawer reference={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Typography>
  );
}
