import { Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function PracticeSummary({ correct, total }: { correct: number; total: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The question that had focus is gone: hand it to the result so keyboard and screen-reader
  // users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          Práctica completada
        </Typography>
        <Typography aria-hidden sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1.2 }}>
          {correct}/{total}
        </Typography>
        <Typography>
          Respondiste correctamente {correct} de {total} preguntas.
        </Typography>
        <Button variant="contained" component={Link} to={paths.dashboard.exams} sx={{ mt: 1 }}>
          Volver a exámenes
        </Button>
      </CardContent>
    </Card>
  );
}
