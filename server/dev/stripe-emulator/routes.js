import { chargeRoutes } from './resources/charges.js';
import { customerRoutes } from './resources/customers.js';
import { eventRoutes } from './resources/events.js';
import { paymentIntentRoutes } from './resources/payment-intents.js';
import { paymentMethodRoutes } from './resources/payment-methods.js';
import { setupIntentRoutes } from './resources/setup-intents.js';
import { invoiceRoutes } from './resources/invoices.js';
import { productRoutes } from './resources/products.js';
import { subscriptionRoutes } from './resources/subscriptions.js';
import { testClockRoutes } from './resources/test-clocks.js';
import { accountRoutes } from './resources/accounts.js';
/** Every `/v1` endpoint the emulator implements (README.md lists them). */
export const API_ROUTES = [
    ...customerRoutes,
    ...paymentMethodRoutes,
    ...setupIntentRoutes,
    ...paymentIntentRoutes,
    ...chargeRoutes,
    ...eventRoutes,
    ...productRoutes,
    ...subscriptionRoutes,
    ...invoiceRoutes,
    ...testClockRoutes,
    ...accountRoutes,
];
