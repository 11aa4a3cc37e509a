import { AccessRequestsPage } from '@/features/admin/components/access-requests-page';

export function Component() {
  return <AccessRequestsPage />;
}
