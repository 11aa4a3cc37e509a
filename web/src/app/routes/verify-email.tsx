import { useParams } from 'react-router-dom';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';

export function Component() {
  const { token = '' } = useParams();
  return <VerifyEmailScreen key={token} token={token} />;
}
