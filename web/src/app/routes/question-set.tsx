import { useParams } from 'react-router-dom';
import { lazyNow } from './lazy-now';

// A library set opens here too; its questions come from the API (staff only).
const QuestionSetEditorScreen = lazyNow(() =>
  import('@/features/question-sets/components/question-set-editor-screen').then(
    (m) => m.QuestionSetEditorScreen,
  ),
);

export function Component() {
  const { id = '' } = useParams();
  return <QuestionSetEditorScreen key={id} id={id} />;
}
