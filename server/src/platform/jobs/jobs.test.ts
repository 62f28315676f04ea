import { openEmbeddedStore } from '../store/embedded.js';
import { openMongoStore } from '../store/mongo.js';
import { runBackgroundSuite } from '../../test-support/background-suite.js';

// The `server` vitest project runs these cases on the embedded engine; `server-on-mongodb` (which
// provides MONGODB_URI: a real MongoDB or the test bridge) runs the same cases on MongoDB.
const uri = process.env.MONGODB_URI;
if (uri) {
  runBackgroundSuite('MongoDB', () => {
    const url = new URL(uri);
    url.pathname = '/crashpad_background_suite';
    return openMongoStore(url.toString());
  });
} else {
  runBackgroundSuite('embedded, in memory', () => openEmbeddedStore(null));
}
