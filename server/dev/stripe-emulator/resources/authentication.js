/**
 * The `next_action` of an intent that needs 3-D Secure: `redirect_to_url` when the caller gave a
 * `return_url`, else `use_stripe_sdk` (what Stripe.js handles in an iframe). Both point at the
 * emulator's authentication page, where the test (or the tester) completes or fails it.
 */
export function authenticationAction(em, intent, returnUrl) {
    em.state.pendingAuth.set(intent.id, { intent: intent.id, returnUrl });
    const url = `${em.baseUrl}/_emulator/authenticate/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret ?? '')}`;
    if (returnUrl)
        return { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl, url } };
    return {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: `src_${intent.id.slice(-16)}` },
    };
}
