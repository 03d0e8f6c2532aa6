import { Box, CircularProgress, Typography } from '@mui/material';

export function LoadingScreen({ text = 'Cargando...' }: { text?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
