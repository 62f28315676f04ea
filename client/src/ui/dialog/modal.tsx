import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from './focus-trap';
import styles from './dialog.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row. */
  footer?: ReactNode;
  /** `alertdialog` for confirmations and alerts that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × button (the footer then must offer a way out). */
  hideClose?: boolean;
  /** Element to focus first; defaults to the first focusable element of the body or footer. */
  initialFocus?: RefObject<HTMLElement | null>;
}

let openCount = 0;

/**
 * An accessible modal: rendered over the app, the rest of the page made inert, focus moved in
 * and trapped, Escape closes, and focus returns to where it was when the modal closes.
 */
export function Modal({ open, onClose, title, children, footer, role = 'dialog', hideClose, initialFocus }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the focus effect when a parent passes a new closure.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const appRoot = document.getElementById('root');
    openCount += 1;
    appRoot?.setAttribute('inert', '');
    const target = initialFocus?.current ?? (panel ? (focusableIn(panel).find((el) => !el.dataset.modalClose) ?? panel) : null);
    target?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else trapTab(event, panel);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openCount -= 1;
      if (openCount === 0) appRoot?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onCloseRef.current()}>
      <div ref={panelRef} className={styles.panel} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideClose && (
            <button type="button" className={styles.close} aria-label={t('ui.close')} data-modal-close="true" onClick={() => onCloseRef.current()}>
              ×
            </button>
          )}
        </div>
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
