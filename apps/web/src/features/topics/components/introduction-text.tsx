import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { Introduction } from '@oece/contracts';
import { Link } from 'react-router';

/** A page's introduction: its paragraphs, with the links to the law's articles that it carries. */
export function IntroductionText({ introduction }: { introduction: Introduction }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, fontSize: '1.05rem', lineHeight: 1.7 }}>
      {introduction.map((paragraph, index) => (
        <Typography key={index} sx={{ fontSize: 'inherit', lineHeight: 'inherit' }}>
          {paragraph.map((piece, at) =>
            piece.href ? (
              <MuiLink key={at} component={Link} to={piece.href} sx={{ textUnderlineOffset: '2px' }}>
                {piece.text}
              </MuiLink>
            ) : (
              piece.text
            ),
          )}
        </Typography>
      ))}
    </Box>
  );
}
