import { ApiReferencePage } from '@/features/integrations/components/api-reference-page';

/** /developers/api: the public API's reference, public as its document is; only the API. */
export function Component() {
  return <ApiReferencePage />;
}
