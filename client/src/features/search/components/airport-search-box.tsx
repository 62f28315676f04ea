import { AIRPORT_SEARCH_MIN } from '@crashpad/sync';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../lib/network/use-online-status';
import { Button } from '../../../ui/button/button';
import { useAirportSuggestions, type AirportSuggestion } from '../data/use-airport-suggestions';
import styles from './airport-search-box.module.css';

/**
 * The home search widget (spec 2 §2 Home, §5): airport code or city autocomplete after 3
 * characters, as an ARIA 1.2 combobox (arrows move, Enter picks, Escape closes). Picking an
 * airport goes to /search/airports/{prefix lowercase}.
 */
export function AirportSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [hint, setHint] = useState<string | null>(null);
  const suggestions = useAirportSuggestions(text);
  const items = suggestions.items;
  const listId = `${id}-list`;
  const expanded = open && text.trim().length >= AIRPORT_SEARCH_MIN && (items.length > 0 || suggestions.status === 'ready');

  const go = (airport: AirportSuggestion) => {
    setOpen(false);
    setText(`${airport.prefix} – ${airport.name}`);
    void navigate({ to: '/search/airports/$prefix', params: { prefix: airport.prefix.toLowerCase() } });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!items.length) return;
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (e.key === 'Enter' && expanded && active >= 0 && items[active]) {
      e.preventDefault();
      go(items[active]);
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // spec 2 §5: an airport must be chosen from the list; a typed exact code counts as chosen.
    const typed = text.trim().toUpperCase();
    const exact = items.find((a) => a.prefix === typed) ?? (items.length === 1 ? items[0] : undefined);
    if (exact) go(exact);
    else setHint(t('search.box.choose'));
  };

  const status = !online ? t('search.box.offline') : suggestions.status === 'error' ? t('search.box.error') : suggestions.status === 'ready' && !items.length ? t('search.box.none') : hint;

  return (
    <form className={styles.box} role="search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('search.box.label')}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={`${id}-input`}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('search.box.placeholder')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
            aria-describedby={`${id}-status`}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
              setHint(null);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <ul id={listId} role="listbox" aria-label={t('search.box.suggestions')} className={styles.list} hidden={!expanded || !items.length}>
            {items.map((a, i) => (
              <li
                key={a.id}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? `${styles.option} ${styles.active}` : styles.option}
                // mousedown keeps the input focused so the blur does not close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(a);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className={styles.code}>{a.prefix}</span>
                <span className={styles.name}>
                  {a.name}
                  <span className={styles.place}>
                    {a.city}, {a.country_code}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit" disabled={!text.trim() || !online}>
          {t('search.box.submit')}
        </Button>
      </div>
      <p id={`${id}-status`} className={styles.status} aria-live="polite">
        {status}
      </p>
    </form>
  );
}
