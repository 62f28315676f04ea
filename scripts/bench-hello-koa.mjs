// The baseline of `npm run bench`: the smallest Koa app, in its own process like the real server,
// so the throughput ratio shows what Crashpad's middleware, auth and store cost per request.
import { createServer } from 'node:http';
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
createServer(app.callback()).listen(Number(process.env.PORT), '127.0.0.1');
