import { Button } from '@mui/material';
import { formatDay, limaDay } from '@oece/domain';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { examDateErrorMessage, useSetExamDate } from '../api/set-exam-date';

/**
 * On the public schedule, for a logged-in member: saves a sitting's day as their exam date. A
 * visitor, and the page as the server renders it (no session there), get nothing, so the page
 * hydrates as rendered and the button appears once the member is known.
 */
export function ScheduleExamDateButton({ examDate }: { examDate: string }) {
  const { user } = useSession();
  const toast = useToast();
  const save = useSetExamDate();
  // The server refuses a past day.
  if (!user || examDate < limaDay(new Date())) return null;
  const day = formatDay(examDate);
  return (
    <Button
      size="small"
      variant="text"
      disabled={save.isPending}
      // The day in the name tells apart the buttons of a table; it starts with the visible label.
      aria-label={`Usar como mi fecha de examen: ${day}`}
      onClick={() =>
        save.mutate(examDate, {
          onSuccess: () =>
            toast.show(`Guardamos el ${day} como tu fecha de examen.`, { severity: 'success' }),
          onError: (error) => toast.show(examDateErrorMessage(error), { severity: 'error' }),
        })
      }
      // On a line of its own under the day it saves.
      sx={{ display: 'flex', width: 'fit-content', mt: 0.5, px: 0.5, ml: -0.5, textAlign: 'left' }}
    >
      Usar como mi fecha de examen
    </Button>
  );
}
