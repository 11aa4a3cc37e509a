import { useParams } from 'react-router-dom';
import { CompleteRegistrationScreen } from '@/features/auth/components/complete-registration-screen';

export function Component() {
  const { token = '' } = useParams();
  // A new token is a new registration: key resets the screen's state.
  return <CompleteRegistrationScreen key={token} token={token} />;
}
