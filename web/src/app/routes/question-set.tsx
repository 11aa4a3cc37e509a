import { useParams } from 'react-router-dom';
import { lazyNow } from './lazy-now';

// The library loads with this screen (a library set opens here), never with the dashboard.
const QuestionSetEditor = lazyNow(() =>
  Promise.all([
    import('@/features/question-sets/components/question-set-editor-screen'),
    import('@shared/question-library'),
  ]).then(
    ([{ QuestionSetEditorScreen }, { LIBRARY_SETS }]) =>
      function QuestionSetEditorWithLibrary({ id }: { id: string }) {
        return <QuestionSetEditorScreen key={id} id={id} librarySets={LIBRARY_SETS} />;
      },
  ),
);

export function Component() {
  const { id = '' } = useParams();
  return <QuestionSetEditor id={id} />;
}
