import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A card of the member's home page: what a part of the site holds, and the way into it. */
export function HomeCard({ title, text, action }: { title: string; text: ReactNode; action: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}
