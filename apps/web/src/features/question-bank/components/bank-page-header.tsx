import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';

/** A page of the bank's administration: 'Volver' to the list, its title, and what follows it. */
export function BankPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Button component={Link} to={paths.admin.questions} startIcon={<ArrowBackIcon />}>
        Volver
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
