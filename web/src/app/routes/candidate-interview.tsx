import { useParams } from 'react-router-dom';
import { InterviewScreen } from '@/features/candidate/components/interview-screen';

/** /{sessionId}: public, by link. Loads neither Firebase Auth nor Firestore; only this route loads the Speech SDK. */
export function Component() {
  const { sessionId = '' } = useParams();
  return <InterviewScreen key={sessionId} sessionId={sessionId} />;
}
