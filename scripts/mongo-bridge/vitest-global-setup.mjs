// Global setup of the `server-on-mongodb` vitest project: runs the server's tests on the MongoDB
// adapter. With MONGODB_URI already set (a real MongoDB) that server is used as it is; otherwise the
// wire-protocol bridge (bridge.py) is started on a free loopback port and MONGODB_BRIDGE=1 tells the
// conformance suite which known mongomock deviations to expect.
import { BRIDGE_INSTALL_HINT, bridgeAvailable, startBridge } from './start-bridge.mjs';

export default async function setup() {
  if (process.env.MONGODB_URI) return undefined;
  if (!bridgeAvailable()) {
    throw new Error(`The MongoDB test bridge needs Debian's python3-mockupdb and python3-mongomock: ${BRIDGE_INSTALL_HINT}`);
  }
  const bridge = await startBridge();
  process.env.MONGODB_URI = bridge.uri;
  process.env.MONGODB_BRIDGE = '1';
  return async () => {
    await bridge.stop();
  };
}
