import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's build (`npm run build`): served by the server, and read for the separate entries' manifest. */
export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');
