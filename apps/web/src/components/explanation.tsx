import { Box, Typography } from '@mui/material';

/** Why the key is right, in a grey box under its heading ('h2' to 'h4', by the page's outline). */
export function Explanation({ text, heading = 'h2' }: { text: string; heading?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Box sx={{ p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
      <Typography component={heading} sx={{ fontWeight: 700 }}>
        Explicación
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Box>
  );
}
