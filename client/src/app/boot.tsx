import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { preloadFirstPage } from './preload-first-page';
import { loadAllRoutes, needsAllRoutes } from './route-trees';
import { loadMemberChrome } from './member-chrome-loader';
import { afterFirstPaint } from '../lib/time/after-first-paint';
import { watchTypedBeforeTakeover } from './typed-before-takeover';
import { initI18n } from '../lib/i18n/init-i18n';
import { yieldToMain } from '../lib/time/yield-to-main';

/*
 * The app's start, imported by main.tsx once the browser has painted what index.html holds: the
 * evaluation of this chunk (React, the router and every route, the stores) is the longest task
 * of a first load, and run before that paint it held back the prerendered first screen.
 */

async function start(): Promise<void> {
  // Each step of the start is a task of its own (issue 11: total blocking time on a phone), not
  // one long task with the evaluation of this chunk: services and router, translations, render.
  await yieldToMain();
  const { services, router } = createApp();
  // The router knows the first screens' routes (route-trees.ts). On any other page the rest of
  // the routes (preloaded by index.html) are evaluated first; then the page's code downloads
  // while the translations load, not after them (its data is under way already: main.tsx asked
  // for it). A failure here is the router's to show: the page's stand-in route tries again and
  // ends in the page's error view.
  let allRoutes: Promise<void> | null = null;
  if (!needsAllRoutes(router, window.location.pathname)) preloadFirstPage(router);
  else allRoutes = loadAllRoutes(router).then(() => preloadFirstPage(router), (err: unknown) => console.error('routes failed to load', err));
  // A logged-in user's header and banners (app/member-chrome.tsx) load alongside the translations,
  // so the first render has them; a failure leaves the header without them (the layout tries again).
  const memberChrome = services.session.getSnapshot().user ? loadMemberChrome().catch((err: unknown) => console.error('the signed-in header failed to load', err)) : null;
  await yieldToMain();
  // A failure to load translations still mounts the app (spec 1 §8), in English keys' fallbacks.
  await initI18n().catch((err: unknown) => console.error('translations failed to load', err));
  await Promise.all([allRoutes, memberChrome]);
  // The first page is matched and loaded (its code, guards and loaders) before the first render,
  // so React's first commit is the page itself, not an empty root that the page replaces a moment
  // later: that empty commit would blank the prerendered first screen of index.html (build-plugins/
  // prerender-first-screen.ts). The router's mount sees the location loaded and does not load it again.
  await router.load().catch((err: unknown) => console.error('first page failed to load', err));
  await yieldToMain();
  const container = document.getElementById('root')!;
  const typed = watchTypedBeforeTakeover(container);
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (issue 11: total blocking time on a phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} router={router} />
        <AfterFirstCommit run={typed.restore} />
      </StrictMode>,
    );
  });
  // The other pages' routes, so that a tap on any link finds its page at once. Offline and never
  // cached, a later navigation tries again.
  afterFirstPaint(() => void loadAllRoutes(router).catch(() => undefined));
}

/** Runs `run` once React's first commit is in the DOM, before the browser paints it. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

void start();
