import { lazyNow } from './lazy-now';

// The library's sets come from the API (staff only), never with the app's files.
const QuestionSetsScreen = lazyNow(() =>
  import('@/features/question-sets/components/question-sets-screen').then(
    (m) => m.QuestionSetsScreen,
  ),
);

export function Component() {
  return <QuestionSetsScreen />;
}
