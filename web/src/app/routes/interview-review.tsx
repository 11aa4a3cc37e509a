import { useParams } from 'react-router-dom';
import { lazyNow } from './lazy-now';

const ReviewScreen = lazyNow(() =>
  import('@/features/review/components/review-screen').then((m) => m.ReviewScreen),
);

export function Component() {
  const { id = '' } = useParams();
  return <ReviewScreen id={id} />;
}
