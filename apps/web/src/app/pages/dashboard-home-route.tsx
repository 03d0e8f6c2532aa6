import { DashboardHomePage } from '../../features/dashboard/components/dashboard-home-page';
import { ReviewCard } from '../../features/review-deck/components/review-card';

/** /dashboard, with the review deck's card. */
export function DashboardHomeRoute() {
  return <DashboardHomePage reviewCard={<ReviewCard />} />;
}
