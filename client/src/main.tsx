import { startFirstPageData } from './app/first-page-data';
import { warmFirstUse, warmFirstUseWhenIdle } from './app/warm-first-use';
import { afterNextPaint } from './lib/time/after-next-paint';
import { yieldToMain } from './lib/time/yield-to-main';
import './ui/tokens.css';
import './ui/base.css';

// The app's code (app/boot.tsx, modulepreloaded by index.html so it downloads alongside this file)
// is evaluated only after the first frame: the browser paints the page's HTML (the prerendered home
// screen, build-plugins/prerender-first-screen.ts) first instead of after that long task (issue 11).
// React's runtime, a chunk of its own (vite.config.ts), is evaluated first, in a task of its own:
// evaluated with the app in one chunk, the shell was the longest task of a first load (about 130 ms
// at CPU ×11; about 290 ms under Lighthouse, whose network instrumentation makes V8 re-parse the
// chunk), and it came after the first paint, so it held up any tap on the prerendered screen
// (total blocking time). As two tasks, each is shorter.
// The idle-time warm-up waits for that frame too, so it can never hold the first paint back.
// The first page's data (a search's results) is asked for before all that, as the entry runs: it
// downloads alongside the app's code instead of after it has started (app/first-page-data.ts).
// Its render shows prices, and the first price formatted pays for the browser's number data: paid
// now, while the answer and the app's code download, it stays out of that render's long task.
const awaitingData = startFirstPageData();
if (awaitingData) warmFirstUse();
void afterNextPaint().then(async () => {
  if (!awaitingData) warmFirstUseWhenIdle();
  await import('react-dom/client');
  await yieldToMain();
  return import('./app/boot');
});
