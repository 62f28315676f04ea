import { SCROLL_HASH_OFFSET_PX } from '@crashpad/sync';

type Scrollable = Pick<Window, 'scrollTo' | 'scrollY'> & { document: Pick<Document, 'getElementById'> };

/**
 * spec 1 §2: every navigation scrolls to the top, or smoothly to the hash anchor with an 80 px
 * offset (room for the sticky header). Returns false when the anchor is not on the page (yet).
 */
export function scrollForLocation(win: Scrollable, hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) {
    win.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    return true;
  }
  const target = win.document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + win.scrollY - SCROLL_HASH_OFFSET_PX;
  win.scrollTo({ top: Math.max(0, top), left: 0, behavior: 'smooth' });
  return true;
}

interface RouterLike {
  subscribe(
    event: 'onResolved',
    fn: (e: { hrefChanged: boolean; toLocation: { hash: string } }) => void,
  ): () => void;
}

/** Wires the scroll rule to the router; the anchor may appear a few frames after resolve. */
export function installScrollOnNavigate(router: RouterLike, win: Window = window): () => void {
  return router.subscribe('onResolved', (event) => {
    if (!event.hrefChanged) return;
    const hash = event.toLocation.hash;
    let tries = 0;
    const attempt = () => {
      if (scrollForLocation(win, hash ? `#${hash}` : '')) return;
      if (++tries < 20) win.requestAnimationFrame(attempt);
      else scrollForLocation(win, '');
    };
    win.requestAnimationFrame(attempt);
  });
}
