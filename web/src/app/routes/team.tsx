import { lazyNow } from './lazy-now';

const TeamScreen = lazyNow(() =>
  import('@/features/team/components/team-screen').then((m) => m.TeamScreen),
);

export function Component() {
  return <TeamScreen />;
}
