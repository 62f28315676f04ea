import { warmFirstUseWhenIdle } from './app/warm-first-use';
import { afterNextPaint } from './lib/time/after-next-paint';
import './ui/tokens.css';
import './ui/base.css';

// The app's code (app/boot.tsx, modulepreloaded by index.html so it downloads alongside this file)
// is evaluated only after the first frame: the browser paints the page's HTML (the prerendered home
// screen, build-plugins/prerender-first-screen.ts) first instead of after that long task (issue 11).
// The idle-time warm-up waits for that frame too, so it can never hold the first paint back.
void afterNextPaint().then(() => {
  warmFirstUseWhenIdle();
  return import('./app/boot');
});
