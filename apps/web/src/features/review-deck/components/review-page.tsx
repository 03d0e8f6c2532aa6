import { Box, Card, CardContent, Typography } from '@mui/material';
import { isMembershipExpired } from '@oece/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useCanPractice, useSession } from '../../../lib/session';
import { useReviewSummary } from '../api/get-review-summary';
import { DeckOverview } from './deck-overview';
import { ExamDateForm } from './exam-date-form';
import { NewCardsForm } from './new-cards-form';
import { ReviewLocked } from './review-locked';
import { ReviewRound, type ReviewRoundComponent } from './review-round';

/** The server's refusals of the deck: no PREMIUM plan, an expired one, a brand without practice. */
function isRefusal(error: Error): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'PLAN_REQUIRED' || error.code === 'MEMBERSHIP_EXPIRED' || error.code === 'FORBIDDEN')
  );
}

/**
 * /dashboard/repaso: the member's deck of mistakes, scheduled by the server (FSRS), with the exam
 * date no card is planned past, and today's round. Explained, without asking the server, to a
 * member whose plan does not include it.
 */
export function ReviewPage({ Round }: { Round: ReviewRoundComponent }) {
  const { user } = useSession();
  const membership = user?.currentMembership;
  const expired = isMembershipExpired(membership?.expiration);
  const allowed = useCanPractice();
  // 'back': the round just ended, and the focus returns to the page's heading.
  const [view, setView] = useState<'overview' | 'round' | 'back'>('overview');

  if (!allowed) {
    return (
      <ReviewLayout focusHeading={false}>
        <ReviewLocked expired={membership?.level === 'PREMIUM' && expired} />
      </ReviewLayout>
    );
  }
  if (view === 'round') return <ReviewRound onDone={() => setView('back')} Round={Round} />;
  return (
    <ReviewLayout focusHeading={view === 'back'}>
      <Deck onStart={() => setView('round')} />
    </ReviewLayout>
  );
}

function ReviewLayout({ focusHeading, children }: { focusHeading: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <Box sx={{ maxWidth: 720, display: 'grid', gap: 2 }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        Repaso de errores
      </Typography>
      <Typography color="text.secondary">
        Cada pregunta que respondes mal o dejas en blanco en un examen o en el modo práctica vuelve a ti según
        un calendario de repetición espaciada: las que sigues fallando vuelven más seguido y las que ya
        dominas, cada vez más espaciadas, para que las hayas repasado todas antes de la fecha de tu examen.
      </Typography>
      {children}
    </Box>
  );
}

function Deck({ onStart }: { onStart(): void }) {
  const summary = useReviewSummary(true);
  const examTitleId = useId();
  const newCardsTitleId = useId();
  if (summary.isPending) return <LoadingScreen text="Cargando tu repaso..." />;
  if (summary.isError) {
    if (isRefusal(summary.error)) {
      return (
        <ReviewLocked expired={summary.error.code === 'MEMBERSHIP_EXPIRED'} message={summary.error.message} />
      );
    }
    return (
      <QueryError
        what="Error al cargar tu repaso"
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <>
      <DeckOverview summary={summary.data} onStart={onStart} />
      <Card component="section" aria-labelledby={newCardsTitleId}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id={newCardsTitleId} variant="h6" component="h2">
            ¿Cuántas preguntas nuevas al día?
          </Typography>
          <Typography>
            Las preguntas que fallas entran a tu repaso como nuevas. Para que el repaso quepa en tu día, solo
            entran unas cuantas cada día; las demás esperan en cola.
          </Typography>
          <NewCardsForm newCardsPerDay={summary.data.newCardsPerDay} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={examTitleId}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id={examTitleId} variant="h6" component="h2">
            ¿Cuándo das el examen?
          </Typography>
          <ExamDateForm examDate={summary.data.examDate} />
        </CardContent>
      </Card>
    </>
  );
}
