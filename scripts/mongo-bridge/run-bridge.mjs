// `npm run mongo-bridge [-- --port 27017]`: a MongoDB wire-protocol bridge for trying the MongoDB
// adapter by hand, e.g. MONGODB_URI=mongodb://127.0.0.1:27017/crashpad?directConnection=true npm start.
// In-memory (mongomock): its data is gone when it stops. Test infrastructure, not a database.
import { BRIDGE_INSTALL_HINT, bridgeAvailable, startBridge } from './start-bridge.mjs';

if (!bridgeAvailable()) {
  console.error(`Needs Debian's python3-mockupdb and python3-mongomock: sudo ${BRIDGE_INSTALL_HINT}`);
  process.exit(1);
}
const i = process.argv.indexOf('--port');
const bridge = await startBridge({ port: i > 0 ? Number(process.argv[i + 1]) : 27017 });
console.log(`MongoDB test bridge at ${bridge.uri} (Ctrl-C stops it)`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => bridge.stop().then(() => process.exit(0)));
