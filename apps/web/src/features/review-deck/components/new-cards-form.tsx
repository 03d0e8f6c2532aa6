import { Box, Button, TextField } from '@mui/material';
import { NEW_CARDS_PER_DAY, reviewSettingsRequestSchema } from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useSetReviewSettings } from '../api/set-review-settings';

/** The server's refusal of the deck itself (the plan changed) in its words; anything else in general ones. */
function saveErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 403) return error.message;
  return 'No pudimos guardar el límite. Revisa tu conexión e inténtalo de nuevo.';
}

/**
 * How many new cards a day the deck takes in (decision 0033). `newCardsPerDay`: the saved cap,
 * which the field starts from. Checked here with the server's own rule and words.
 */
export function NewCardsForm({ newCardsPerDay }: { newCardsPerDay: number }) {
  const toast = useToast();
  const save = useSetReviewSettings();
  const [value, setValue] = useState(String(newCardsPerDay));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewSettingsRequestSchema.safeParse({
      newCardsPerDay: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (response) => {
        setValue(String(response.summary.newCardsPerDay));
        toast.show(response.message, { severity: 'success' });
      },
      onError: (failure) => setError(saveErrorMessage(failure)),
    });
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <TextField
        type="number"
        label="Preguntas nuevas por día"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={
          error ??
          `De ${NEW_CARDS_PER_DAY.min} a ${NEW_CARDS_PER_DAY.max}. Las que pasen de este número esperan en cola y entran en los días siguientes.`
        }
        sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
        slotProps={{
          htmlInput: {
            min: NEW_CARDS_PER_DAY.min,
            max: NEW_CARDS_PER_DAY.max,
            step: 1,
            inputMode: 'numeric',
          },
        }}
      />
      <Box sx={{ pt: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar límite'}
        </Button>
      </Box>
    </Box>
  );
}
