import { DashboardScreen } from '@/features/interviews/components/dashboard-screen';

export function Component() {
  return <DashboardScreen />;
}
