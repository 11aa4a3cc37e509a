import { lazyNow } from './lazy-now';

// The library (every built-in question) loads with this screen only, never with the dashboard.
const QuestionSets = lazyNow(() =>
  Promise.all([
    import('@/features/question-sets/components/question-sets-screen'),
    import('@shared/question-library'),
  ]).then(
    ([{ QuestionSetsScreen }, { LIBRARY_SETS }]) =>
      function QuestionSetsWithLibrary() {
        return <QuestionSetsScreen librarySets={LIBRARY_SETS} />;
      },
  ),
);

export function Component() {
  return <QuestionSets />;
}
