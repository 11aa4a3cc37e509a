import { useParams } from 'react-router-dom';
import { ConfirmAccessPage } from '@/features/access/components/confirm-access-page';

/** /confirm-access/{token}: public, from the requester's mail; no Firebase, only the API. */
export function Component() {
  const { token = '' } = useParams();
  return <ConfirmAccessPage key={token} token={token} />;
}
