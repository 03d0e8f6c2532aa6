import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Button } from '@mui/material';
import type { ReportContext } from '@oece/contracts';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

// The public question page is rendered on the server and must stay light: the dialog, its form and
// its request load when a candidate first opens it.
const ReportQuestionDialog = lazy(async () => ({
  default: (await import('./report-question-dialog')).ReportQuestionDialog,
}));

/** 'Reportar un error': a candidate tells the administrators what is wrong with a bank question. */
export function ReportQuestionButton({
  questionId,
  context,
}: {
  questionId: number;
  context: ReportContext;
}) {
  // On a server-rendered page a tap before React runs would be lost.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted (closed): it can fade out, and a draft survives a close.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<FlagOutlinedIcon />}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ justifySelf: 'start', alignSelf: 'flex-start' }}
      >
        Reportar un error
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportQuestionDialog
            open={open}
            onClose={() => setOpen(false)}
            questionId={questionId}
            context={context}
          />
        </Suspense>
      )}
    </>
  );
}
