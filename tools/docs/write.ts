// `npm run docs:endpoints`: writes docs/endpoints.md from the contract.
import { writeFileSync } from 'node:fs';
import { REFERENCE_FILE, endpointReference } from './endpoint-reference';

void endpointReference().then((text) => {
  writeFileSync(REFERENCE_FILE, text);
  console.log(`Wrote ${REFERENCE_FILE}`);
});
