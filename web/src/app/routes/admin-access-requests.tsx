import { lazyNow } from './lazy-now';

const AccessRequestsPage = lazyNow(() =>
  import('@/features/admin/components/access-requests-page').then((m) => m.AccessRequestsPage),
);

export function Component() {
  return <AccessRequestsPage />;
}
