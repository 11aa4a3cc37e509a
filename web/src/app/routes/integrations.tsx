import { lazyNow } from './lazy-now';

const IntegrationsScreen = lazyNow(() =>
  import('@/features/integrations/components/integrations-screen').then(
    (m) => m.IntegrationsScreen,
  ),
);

export function Component() {
  return <IntegrationsScreen />;
}
