import { Link } from '@tanstack/react-router';
import type { Token, Tokens } from 'marked';
import type { ReactNode } from 'react';
import { decodeEntities } from '../model/decode-entities';
import { linkTarget } from '../model/link-target';

/** Plain text of inline tokens (for heading ids and link fallbacks). */
export function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => ('tokens' in t && Array.isArray(t.tokens) ? plainText(t.tokens as Token[]) : 'text' in t ? decodeEntities(String(t.text)) : ''))
    .join('');
}

function MarkdownLink({ token }: { token: Tokens.Link }) {
  const children = <MarkdownInline tokens={token.tokens} />;
  const target = linkTarget(token.href);
  if (target.kind === 'internal') {
    // Router links keep navigation inside the app (no reload, offline-friendly).
    return (
      <Link to={target.to} search={target.search ? Object.fromEntries(new URLSearchParams(target.search)) : undefined} hash={target.hash || undefined}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} rel="noopener noreferrer" target={target.href.startsWith('mailto:') ? undefined : '_blank'}>
        {children}
      </a>
    );
  }
  return <span>{children}</span>;
}

/**
 * Inline markdown as React elements. Raw HTML (`<b>`, `<script>`) is shown as the text it is,
 * never interpreted; images are not part of content pages and show their alt text.
 */
export function MarkdownInline({ tokens }: { tokens: readonly Token[] | undefined }): ReactNode {
  return (tokens ?? []).map((token, i) => {
    switch (token.type) {
      case 'strong':
        return <strong key={i}><MarkdownInline tokens={(token as Tokens.Strong).tokens} /></strong>;
      case 'em':
        return <em key={i}><MarkdownInline tokens={(token as Tokens.Em).tokens} /></em>;
      case 'del':
        return <del key={i}><MarkdownInline tokens={(token as Tokens.Del).tokens} /></del>;
      case 'codespan':
        return <code key={i}>{decodeEntities((token as Tokens.Codespan).text)}</code>;
      case 'br':
        return <br key={i} />;
      case 'link':
        return <MarkdownLink key={i} token={token as Tokens.Link} />;
      case 'image':
        return <span key={i}>{(token as Tokens.Image).text}</span>;
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? <MarkdownInline key={i} tokens={text.tokens} /> : <span key={i}>{decodeEntities(text.text)}</span>;
      }
      case 'escape':
        return <span key={i}>{(token as Tokens.Escape).text}</span>;
      default:
        // html and anything unknown: its source as escaped text.
        return <span key={i}>{'raw' in token ? String(token.raw) : ''}</span>;
    }
  });
}
