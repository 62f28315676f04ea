import type { Context } from 'koa';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@crashpad/sync';

const isLanguage = (v: string): v is Language => (LANGUAGES as readonly string[]).includes(v);

/** Picks the request language: X-Locale (what the client sends), then Accept-Language, then en. */
export function pickLocale(header: string | undefined, acceptLanguage: string | undefined): Language {
  const direct = header?.trim().slice(0, 2).toLowerCase();
  if (direct && isLanguage(direct)) return direct;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}

/** Sets `ctx.state.locale` (handlers and the error answers read it); the answer envelope calls it first. */
export function setRequestLocale(ctx: Context): void {
  ctx.state.locale = pickLocale(ctx.get('X-Locale') || undefined, ctx.get('Accept-Language') || undefined);
}
