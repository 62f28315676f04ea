import { openEmbeddedStore } from '../store/embedded.js';
import { openMongoStore } from '../store/mongo.js';
import { describe } from 'vitest';
import { runBackgroundSuite } from '../../test-support/background-suite.js';

runBackgroundSuite('embedded, in memory', () => openEmbeddedStore(null));

// Environment-gated like the store conformance suite: with MONGODB_URI the same cases run on MongoDB.
const uri = process.env.MONGODB_URI;
describe.runIf(!!uri)('MongoDB adapter', () => {
  runBackgroundSuite('MongoDB', () => {
    const url = new URL(uri!);
    url.pathname = '/crashpad_background_suite';
    return openMongoStore(url.toString());
  });
});
