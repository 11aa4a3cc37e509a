import { useParams } from 'react-router-dom';
import { ReviewScreen } from '@/features/review/components/review-screen';

export function Component() {
  const { id = '' } = useParams();
  return <ReviewScreen id={id} />;
}
