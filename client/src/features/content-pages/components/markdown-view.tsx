import { lexer, type Token, type Tokens } from 'marked';
import { useMemo, type ReactNode } from 'react';
import { headingId } from '../model/heading-id';
import { MarkdownInline, plainText } from './markdown-inline';
import styles from './content-page.module.css';

function Heading({ token }: { token: Tokens.Heading }) {
  // The page title is the route's h1; deeper levels keep their order below it.
  const Tag = `h${Math.min(6, Math.max(1, token.depth))}` as 'h1';
  return (
    <Tag id={headingId(plainText(token.tokens))}>
      <MarkdownInline tokens={token.tokens} />
    </Tag>
  );
}

function List({ token }: { token: Tokens.List }) {
  const items = token.items.map((item, i) => (
    <li key={i}>
      <Blocks tokens={item.tokens} tight={!item.loose} />
    </li>
  ));
  return token.ordered ? <ol start={token.start === '' || token.start === 1 ? undefined : token.start}>{items}</ol> : <ul>{items}</ul>;
}

function Table({ token }: { token: Tokens.Table }) {
  const align = (i: number) => token.align[i] ?? undefined;
  return (
    <div className={styles.tableWrap}>
      <table>
        <thead>
          <tr>
            {token.header.map((cell, i) => (
              <th key={i} scope="col" style={{ textAlign: align(i) }}>
                <MarkdownInline tokens={cell.tokens} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} style={{ textAlign: align(i) }}>
                  <MarkdownInline tokens={cell.tokens} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Block tokens; inside tight list items paragraphs render without their own <p>. */
function Blocks({ tokens, tight = false }: { tokens: readonly Token[]; tight?: boolean }): ReactNode {
  return tokens.map((token, i) => {
    switch (token.type) {
      case 'heading':
        return <Heading key={i} token={token as Tokens.Heading} />;
      case 'paragraph':
        return <p key={i}><MarkdownInline tokens={(token as Tokens.Paragraph).tokens} /></p>;
      case 'text': {
        const text = token as Tokens.Text;
        const inline = <MarkdownInline tokens={text.tokens ?? [text]} />;
        return tight ? <span key={i}>{inline}</span> : <p key={i}>{inline}</p>;
      }
      case 'list':
        return <List key={i} token={token as Tokens.List} />;
      case 'table':
        return <Table key={i} token={token as Tokens.Table} />;
      case 'blockquote':
        return <blockquote key={i}><Blocks tokens={(token as Tokens.Blockquote).tokens} /></blockquote>;
      case 'code':
        return <pre key={i}><code>{(token as Tokens.Code).text}</code></pre>;
      case 'hr':
        return <hr key={i} />;
      case 'space':
      case 'def':
        return null;
      default:
        // Block HTML and unknown tokens: shown as their source text, never as markup.
        return <p key={i}>{'raw' in token ? String(token.raw) : ''}</p>;
    }
  });
}

/**
 * Renders our markdown as React elements from marked's tokens: no HTML string is ever built or
 * injected, so raw HTML in a page cannot run or add markup, and links are checked one by one.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  const tokens = useMemo(() => lexer(markdown, { gfm: true }), [markdown]);
  return <div className={styles.prose}><Blocks tokens={tokens} /></div>;
}
