import type { ReportContext } from '@oece/contracts';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

interface QuestionExtrasProps {
  LegalBasis?: ComponentType<{ sources: readonly string[] }>;
  ReportQuestionButton?: ComponentType<{ questionId: number; context: ReportContext }>;
}

interface QuestionExtras {
  legalBasis?(sources: readonly string[]): ReactNode;
  reportButton?(questionId: number, context: ReportContext): ReactNode;
}

const QuestionExtrasContext = createContext<QuestionExtras>({});

/**
 * What a graded question shows besides its key and explanation: the articles it rests on and the
 * way to report an error. Each is a feature of its own (features/legal-basis,
 * features/report-question) that the features showing questions may not import, and some show it
 * deep down (an exam's review, a practice round): the app hands them in around each page
 * (app/pages/), only those the page shows, so that a page loads no code it does not use.
 */
export function QuestionExtrasProvider({
  LegalBasis,
  ReportQuestionButton,
  children,
}: QuestionExtrasProps & { children: ReactNode }) {
  // Handed on as functions that return the element: a component taken from a hook would be one
  // React cannot tell is the same on every render (react-hooks/static-components).
  const value = useMemo<QuestionExtras>(
    () => ({
      legalBasis: LegalBasis && ((sources) => <LegalBasis sources={sources} />),
      reportButton:
        ReportQuestionButton &&
        ((questionId, context) => <ReportQuestionButton questionId={questionId} context={context} />),
    }),
    [LegalBasis, ReportQuestionButton],
  );
  return <QuestionExtrasContext.Provider value={value}>{children}</QuestionExtrasContext.Provider>;
}

// A page the app did not hand a piece to fails at once, rather than silently losing it.
function missing(name: string): never {
  throw new Error(`La página no recibió ${name}: falta en su QuestionExtrasProvider (app/pages/)`);
}

/** 'Base legal: …', each article opening its text beside the page. */
export function useLegalBasis(): (sources: readonly string[]) => ReactNode {
  return useContext(QuestionExtrasContext).legalBasis ?? missing('LegalBasis');
}

/** 'Reportar un error' on a bank question, from where it was seen (`context`). */
export function useReportButton(): (questionId: number, context: ReportContext) => ReactNode {
  return useContext(QuestionExtrasContext).reportButton ?? missing('ReportQuestionButton');
}
