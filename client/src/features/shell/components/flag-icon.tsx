import type { ReactNode } from 'react';
import type { Language } from '@crashpad/sync';

/**
 * Small inline SVG flags for the language selector (inline so they work offline and need no
 * image requests). Simplified shapes: they identify the language, they are not heraldry.
 */
const FLAGS: Record<Language, ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  fr: (
    <>
      <rect width="10" height="20" fill="#0055a4" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ef4135" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#ff0000" />
      <rect width="12" height="20" fill="#006600" />
      <circle cx="12" cy="10" r="4" fill="#ffcc00" />
    </>
  ),
};

export function FlagIcon({ language }: { language: Language }) {
  return (
    <svg width="24" height="16" viewBox="0 0 30 20" aria-hidden="true" focusable="false" style={{ borderRadius: 2, flex: 'none', boxShadow: '0 0 0 1px rgb(0 0 0 / 15%)' }}>
      {FLAGS[language]}
    </svg>
  );
}
