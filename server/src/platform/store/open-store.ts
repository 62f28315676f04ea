import type { Config } from '../config.js';
import { openEmbeddedStore } from './embedded.js';
import { openMongoStore } from './mongo.js';
import type { Store } from './types.js';

/** MongoDB when MONGODB_URI is set, otherwise the embedded engine in DATA_DIR. */
export function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>): Promise<Store> {
  return config.mongodbUri ? openMongoStore(config.mongodbUri) : openEmbeddedStore(config.dataDir);
}
