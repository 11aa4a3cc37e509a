// Every reliability file starts from an empty Firestore. The files run one at a time, and the
// Firestore emulator answers each query by scanning the stored documents with the queried
// collection's id under every parent (and, more cheaply, the rest): what earlier files left made
// each later query slower without testing anything more (the bad-input sweep, which lists the
// whole database after each endpoint, ran fifth in full runs: 150 s without the wipe, 122 s with
// it). Every file makes its own data.
import { projectId } from '../support/admin';

const documents = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
const res = await fetch(documents, { method: 'DELETE' });
if (!res.ok) throw new Error(`emptying Firestore: ${res.status} ${await res.text()}`);
