import { useParams } from 'react-router-dom';
import { SharedPage } from '@/features/shared/components/shared-page';

/** /shared/{shareId}: an interview shared with an outside reviewer; no Firebase, only the API. */
export function Component() {
  const { shareId = '' } = useParams();
  return <SharedPage key={shareId} shareId={shareId} />;
}
