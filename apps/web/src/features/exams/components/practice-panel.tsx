import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Link as MuiLink,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  LOWEST_PLAN_PRICE,
  PRACTICE_SIZES,
  type Competency,
  type PracticeSize,
} from '@oece/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { useBrand } from '../../../config/settings';
import { useSession } from '../../../lib/session';

/** Choose competencies and questions per competency; practice itself needs PREMIUM (main brand). */
export function PracticePanel({ allowed }: { allowed: boolean }) {
  const brand = useBrand();
  const { status } = useSession();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Competency[]>([]);
  const [size, setSize] = useState<PracticeSize>(5);
  const total = selected.length * size;

  const toggle = (competency: Competency) =>
    setSelected((current) =>
      current.includes(competency) ? current.filter((item) => item !== competency) : [...current, competency],
    );

  return (
    <Card component="section" aria-labelledby="practice-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="practice-title" variant="h6" component="h2">
          Modo práctica
        </Typography>
        <Typography color="text.secondary">
          Practica por competencia: califica cada respuesta al instante y lee su explicación.
        </Typography>
        <FormGroup>
          {COMPETENCIES.map((competency) => (
            <FormControlLabel
              key={competency}
              control={
                <Checkbox checked={selected.includes(competency)} onChange={() => toggle(competency)} />
              }
              label={COMPETENCY_LABELS[competency]}
            />
          ))}
        </FormGroup>
        <Box>
          <Typography id="practice-size" variant="body2" sx={{ mb: 1 }}>
            Preguntas por competencia
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={size}
            onChange={(_event, value: PracticeSize | null) => value && setSize(value)}
            aria-labelledby="practice-size"
            size="small"
          >
            {PRACTICE_SIZES.map((option) => (
              <ToggleButton key={option} value={option}>
                {option}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Typography sx={{ fontWeight: 600 }}>Total: {total} preguntas</Typography>
        {allowed ? (
          <Button
            variant="contained"
            disabled={selected.length === 0}
            onClick={() =>
              navigate(paths.dashboard.practice, {
                state: { selectedTopics: selected, questionsPerTopic: size, total },
              })
            }
          >
            Comenzar
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Disponible para miembros del plan Premium.{' '}
            {status === 'anonymous' && (
              <MuiLink component={Link} to={paths.login}>
                ¿Ya eres miembro? Inicia sesión
              </MuiLink>
            )}
          </Typography>
        )}
        {brand.paidOffer && !allowed && (
          <Alert
            severity="info"
            action={
              <Button component={Link} to={paths.pricing} size="small">
                Ver planes
              </Button>
            }
          >
            Prepárate con el simulador completo: planes desde S/{LOWEST_PLAN_PRICE}.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
