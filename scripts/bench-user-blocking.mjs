// Blocking time after the first paint as a user's browser sees it (issue 11), for `npm run bench`.
//
// Playwright and Lighthouse enable DevTools' Network domain. With it, Chromium records the script
// stack that starts each request, and V8 re-parses whole chunks to collect the source positions
// such a stack needs (V8.CollectSourcePositions in a trace; it goes away with eager source
// positions, and without the Network domain). So a module's evaluation can measure up to about 4×
// longer under them than in a browser nobody inspects: the app's start chunk was one task of ~290
// ms at CPU ×11 under Lighthouse and ~130 ms without it. This figure drives Chromium over a bare
// CDP connection with only the Page domain enabled. The page records its own long tasks and first
// contentful paint (Long Tasks and Paint Timing APIs). The result is the sum of each long task's
// time past 50 ms from the first paint on, as TBT counts it, up to the end of the observed window
// rather than to Lighthouse's estimated interactive time. Single loads vary by ±50 %: read medians.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { freePort } from './bench-kit.mjs';

/** How long a load is observed: the app's start, its first render and the idle work after it. */
const OBSERVE_MS = 6000;

const RECORD_TASKS = `(() => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchLongTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** A bare CDP session on the first page of a Chromium started for one load (fresh profile, no cache). */
async function openBarePage(chromiumPath, chromiumArgs) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-user-blocking-'));
  // A process group of its own: closing kills Chromium's helper processes too, which otherwise
  // go on writing into the profile for a moment after the browser process exited.
  const chrome = spawn(chromiumPath, ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...chromiumArgs, 'about:blank'], { stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const close = async () => {
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    let target;
    for (let i = 0; i < 100 && !target; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      try {
        target = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()).find((t) => t.type === 'page');
      } catch {
        // not listening yet
      }
    }
    if (!target) throw new Error('Chromium did not open its DevTools port');
    const ws = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const pending = new Map();
    let nextId = 0;
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    });
    const send = (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = (nextId += 1);
        pending.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
        ws.send(JSON.stringify({ id, method, params }));
      });
    return {
      send,
      close: () => {
        ws.close();
        return close();
      },
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** One load of `url` on a phone-sized screen at `cpu`× slowdown: { blocking, fcp } in ms. */
async function oneLoad(url, cpu, chromiumPath, chromiumArgs) {
  const page = await openBarePage(chromiumPath, chromiumArgs);
  try {
    await page.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // The Page domain (no network instrumentation) runs the recorder before the page's own scripts.
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_TASKS });
    await page.send('Page.navigate', { url });
    await new Promise((r) => setTimeout(r, OBSERVE_MS));
    const { result } = await page.send('Runtime.evaluate', {
      returnByValue: true,
      expression: `({ tasks: window.__benchLongTasks ?? [], fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null })`,
    });
    const { tasks, fcp } = result.value;
    if (fcp === null) throw new Error(`${url} did not paint within ${OBSERVE_MS} ms`);
    const blocking = tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { blocking, fcp };
  } finally {
    await page.close();
  }
}

/** `runs` loads of `url`: the blocking time after the first paint and the first paint of each. */
export async function userBlocking(url, { cpu, runs, chromiumPath, chromiumArgs }) {
  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await oneLoad(url, cpu, chromiumPath, chromiumArgs));
  return loads;
}
