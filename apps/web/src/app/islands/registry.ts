/**
 * Every island a public page may contain (island.tsx), by name, with its code loaded on demand: a
 * visitor's browser downloads the code of the islands on the page it shows, and nothing else.
 */
export const ISLANDS = {
  'login-form': async () => (await import('../../features/auth/components/login-page')).LoginForm,
  'forgot-password-form': async () =>
    (await import('../../features/auth/components/forgot-password-page')).ForgotPasswordForm,
  'landing-taste': async () => (await import('../../features/landing/components/landing-taste')).LandingTaste,
  'exams-in-progress': async () =>
    (await import('../../features/exams-in-progress/components/exams-in-progress')).ExamsInProgress,
  'exam-choices': async () => (await import('../../features/exams/components/exam-choices')).ExamChoices,
  'practice-panel': async () =>
    (await import('../../features/exams/components/practice-panel')).PracticePanel,
  'question-answer': async () => (await import('../pages/public-question-answer')).PublicQuestionAnswer,
  'daily-question': async () => (await import('../pages/daily-question-route')).DailyQuestionWithLegalBasis,
  'schedule-notices': async () =>
    (await import('../../features/schedule/components/schedule-notice-form')).ScheduleNoticeForm,
  'checkout-form': async () =>
    (await import('../../features/payments/components/checkout-form')).CheckoutForm,
  'payment-result': async () =>
    (await import('../../features/payments/components/payment-result-page')).PaymentResult,
  'sandbox-checkout': async () =>
    (await import('../../features/payments/components/sandbox-checkout-page')).SandboxCheckout,
};

export type IslandName = keyof typeof ISLANDS;
