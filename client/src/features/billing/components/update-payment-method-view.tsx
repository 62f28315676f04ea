import { useSession } from '../../../lib/session/use-session';
import styles from './billing.module.css';
import { PaymentMethodManager } from './payment-method-manager';

/** /update-payment-method (spec 1 §2): titled Attach or Update Payment Method; moves on 4 s after a card is set up. */
export function UpdatePaymentMethodView() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className={styles.page}>
      <PaymentMethodManager userId={user.id} headingLevel={1} redirect />
    </section>
  );
}
