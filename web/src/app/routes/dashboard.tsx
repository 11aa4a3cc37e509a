import { lazyNow } from './lazy-now';

const DashboardScreen = lazyNow(() =>
  import('@/features/interviews/components/dashboard-screen').then((m) => m.DashboardScreen),
);

export function Component() {
  return <DashboardScreen />;
}
