import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under `dir` is a feature: the zones follow the tree, so a new feature is fenced in. */
function featuresIn(dir) {
  return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const webFeatures = featuresIn('./web/src/features/');
const functionsFeatures = featuresIn('./functions/src/features/');

/** JSX attributes whose value a user sees or hears. */
const VISIBLE_ATTRIBUTES =
  '/^(label|description|placeholder|title|alt|aria-label|aria-description|error|subtitle)$/';

/** Features never import each other; shared code never imports features or the app. */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features must not import each other: move shared code to components/ or lib/.',
  })),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code must not import features or the app.',
  },
  {
    target: './web/src/domain',
    from: ['./web/src/features', './web/src/app'],
    message: 'The domain layer (shared by features) must not import features or the app.',
  },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: './web/src/domain',
    message: 'Shared code must not import the domain layer: domain builds on it.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features must not import the app layer.',
  },
  {
    target: './web/src',
    from: './functions/src/shared/question-library.ts',
    message: "The library's rubrics are served to staff by the API, never shipped in the web app.",
  },
  {
    target: './functions/src/shared',
    from: ['./functions/src/features', './functions/src/lib', './functions/src/cli'],
    message: 'Shared schemas and strings import nothing but zod and each other.',
  },
  {
    target: './functions/src/lib',
    from: ['./functions/src/features', './functions/src/cli'],
    message: 'Shared server code must not import features or the CLI.',
  },
  ...functionsFeatures.map((feature) => ({
    target: `./functions/src/features/${feature}`,
    from: './functions/src/features',
    except: [
      `./${feature}`,
      // Saving an answer decides on a follow-up within its own response, by the insights' rule.
      ...(feature === 'candidate' ? ['./insights/follow-up-decision.ts'] : []),
      // The public API does what staff do, with an API key: their operations, not copies of them.
      ...(feature === 'v1'
        ? [
            './interviews/schedule-interview.ts',
            './interviews/cancel-interview.ts',
            './review/playback-grants.ts',
            './integrations/webhooks.ts',
          ]
        : []),
      // ATS partner APIs adapt the public API's services to a partner's names and shapes, and
      // report back to an ATS on the webhooks' own event rules and backoff.
      ...(feature === 'ats'
        ? [
            './v1/interviews.ts',
            './v1/question-sets.ts',
            './v1/write-interviews.ts',
            './integrations/webhook-event-rules.ts',
            './integrations/webhook-backoff.ts',
          ]
        : []),
    ],
    message:
      'API features must not import each other (except the candidate deciding on a follow-up, the public API calling the staff operations, and the ATS adapters calling the public API): move shared code to lib/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: ['web/tsconfig.json', 'functions/tsconfig.json', 'tests/tsconfig.json'],
        },
        node: true,
      },
    },
    rules: {
      // Import cycles are found by oxlint (.oxlintrc.json, part of `npm run lint`): the same rule
      // here took nine tenths of ESLint's time.
      // Packages first, then the project's own modules (aliases, then relative paths).
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '{@/**,@shared/**}', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'ignore',
        },
      ],
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Accessibility of the markup we write ourselves (Mantine components are checked in the
    // browser by axe in every end-to-end test).
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every string a user sees or hears lives in functions/src/shared/messages, so the web and
    // the API say the same thing and a wording change is made once.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXText[value=/[A-Za-z]{2,}/]',
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > Literal[value=/[A-Za-z]{2,}/]`,
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]`,
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral`,
        ].map((selector) => ({
          selector,
          message:
            'Visible text belongs in functions/src/shared/messages (import it from @shared/messages).',
        })),
      ],
    },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: {
      globals: {
        ...globals.browser,
        ...globals.worker,
        registerProcessor: 'readonly',
        AudioWorkletProcessor: 'readonly',
        sampleRate: 'readonly',
      },
    },
  },
);
