import type { Card, PaidPlan } from '@crashpad/sync';
import { useElements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../lib/forms/first-issue';
import { Button } from '../../../ui/button/button';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { FormError } from '../../../ui/field/form-error';
import { useCheckout } from '../data/use-checkout';
import type { PaymentMode } from '../model/after-payment';
import { effectiveCardChoice, type CardChoice } from '../model/card-choice';
import { emptyPaymentForm, firstPaymentFormIssue, type CardCompleteness, type PaymentFormField } from '../model/payment-form';
import { BillingDetailsFields } from './billing-details-fields';
import styles from './billing.module.css';
import { CardFields } from './card-fields';
import { CardSummary } from './card-summary';
import { PaymentErrorModal } from './payment-error-modal';
import { PlanChoice } from './plan-choice';

export interface CheckoutFormProps {
  stripe: Stripe;
  mode: PaymentMode;
  /** Plans offered (empty in `method` mode: only a card is set up). */
  plans: readonly PaidPlan[];
  initialPlan: PaidPlan | null;
  card: Card | null;
  submitLabel: string;
  /** After success: move on (pages) or stay (the settings tab). */
  redirect?: boolean;
  /** Called when a card was saved or Stripe marked the card invalid, so the caller reloads it. */
  onCardChanged: () => void;
  /** Only a new card is entered (attach or replace); the card on file is shown by the caller. */
  forceNewCard?: boolean;
}

/** The payment form of spec 1 §5 with the plan choice and the card-change selection of §4. */
export function CheckoutForm({ stripe, mode, plans, initialPlan, card, submitLabel, redirect = true, onCardChanged, forceNewCard = false }: CheckoutFormProps) {
  const { t } = useTranslation();
  const elements = useElements();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyPaymentForm);
  const [complete, setComplete] = useState<CardCompleteness>({ number: false, expiry: false, cvc: false });
  const onPartComplete = useCallback((part: keyof CardCompleteness, done: boolean) => setComplete((prev) => (prev[part] === done ? prev : { ...prev, [part]: done })), []);
  const [plan, setPlan] = useState<PaidPlan | null>(initialPlan ?? (plans.length === 1 ? plans[0]! : null));
  const [requested, setRequested] = useState<CardChoice>(1);
  const [issue, setIssue] = useState<{ field: PaymentFormField; message: string } | null>(null);
  const [planMissing, setPlanMissing] = useState(false);
  // A page that moves on after paying keeps its form as it is; the settings tab shows the new card.
  const checkout = useCheckout({ mode, redirect, onCardSaved: redirect ? undefined : onCardChanged });
  const choice = forceNewCard ? 2 : effectiveCardChoice(card, requested);
  const busy = checkout.phase !== 'idle';

  // spec 1 §8: invalid_payment_method marks the card invalid; reload it so the badge says so.
  useEffect(() => {
    if (checkout.modal?.kind === 'invalid_payment_method' || checkout.modal?.kind === 'invalid_customer_id') onCardChanged();
  }, [checkout.modal, onCardChanged]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // Only a plan of the catalogue can be chosen (spec 1 §4); the server checks it again.
    setPlanMissing(mode !== 'method' && !plan);
    if (mode !== 'method' && !plan) return;
    let cardElement = null;
    if (choice === 2) {
      const problem = firstPaymentFormIssue(values, complete);
      if (problem) {
        setIssue({ field: problem.field, message: t(`billing.form.errors.${problem.key}`) });
        focusField(formRef.current, problem.field);
        return;
      }
      // By type name: what Stripe.js documents (the React component form relies on an internal marker).
      cardElement = elements?.getElement('cardNumber') ?? null;
      if (!cardElement) {
        setIssue({ field: 'card_number', message: t('billing.form.errors.card_number_required') });
        return;
      }
      // spec 1 §4: replacing the card on file asks first.
      if (card && !(await confirmDialog({ title: t('billing.card.replace_title'), message: t('billing.card.replace_confirm'), confirmLabel: t('billing.continue'), cancelLabel: t('billing.cancel'), danger: true }))) return;
    }
    setIssue(null);
    await checkout.pay({ stripe, card: cardElement, values, plan });
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy || undefined}>
      {plans.length > 0 && <PlanChoice plans={plans} value={plan} onChange={setPlan} disabled={busy} />}
      {card && !forceNewCard && (
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{t('billing.card.legend')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="card_choice" value="1" checked={choice === 1} disabled={card.status !== 'Active'} onChange={() => setRequested(1)} />
            <span className={styles.choiceName}>{t('billing.card.use_existing')}</span>
            <span />
            <span className={styles.choiceNote}>
              <CardSummary card={card} />
            </span>
          </label>
          <label className={styles.choice}>
            <input type="radio" name="card_choice" value="2" checked={choice === 2} onChange={() => setRequested(2)} />
            <span className={styles.choiceName}>{t('billing.card.use_new')}</span>
          </label>
        </fieldset>
      )}
      {choice === 2 && (
        <fieldset className={styles.fieldset} disabled={busy}>
          <legend className={styles.legend}>{t('billing.form.legend')}</legend>
          <BillingDetailsFields values={values} onChange={setValues} issue={issue} />
          <CardFields issue={issue} onPartComplete={onPartComplete} />
        </fieldset>
      )}
      <FormError>{planMissing ? t('billing.plans.required') : null}</FormError>
      <FormError>{checkout.message}</FormError>
      {checkout.redirecting && <p role="status">{t('billing.success.redirecting')}</p>}
      <div className={styles.actions}>
        <Button type="submit" loading={busy && !checkout.redirecting} disabled={busy}>
          {submitLabel}
        </Button>
      </div>
      <PaymentErrorModal error={checkout.modal} onClose={checkout.closeModal} />
    </form>
  );
}
