/** Small HTML pages the emulator serves in place of Stripe's hosted ones (3-D Secure, onboarding). */

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; color: #1a1f36; background: #f6f9fc; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin-top: 0; }
  .badge { display: inline-block; font-size: 12px; background: #ffde92; border-radius: 4px; padding: 2px 6px; margin-bottom: 12px; }
  form { display: inline; }
  button { font: inherit; padding: 10px 16px; border-radius: 6px; border: 1px solid #635bff; margin: 8px 8px 0 0; cursor: pointer; }
  button.primary { background: #635bff; color: #fff; }
  button.secondary { background: #fff; color: #635bff; }
</style></head>
<body><main><div class="badge">Stripe emulator · test mode</div>${body}</main></body></html>`;
}

/** The 3-D Secure challenge: two buttons that post the verdict back. */
export function authenticationPage(intentId: string, clientSecret: string, amountText: string | null): string {
  const hidden = `<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">`;
  return page(
    '3D Secure authentication',
    `<h1>3D Secure 2 test page</h1>
<p>${amountText ? `Authenticate a payment of <strong>${escapeHtml(amountText)}</strong>.` : 'Authenticate this card for future payments.'}</p>
<p>Intent <code>${escapeHtml(intentId)}</code></p>
<form method="post" action="/_emulator/authenticate/${escapeHtml(intentId)}/complete">${hidden}<button class="primary" type="submit">Complete authentication</button></form>
<form method="post" action="/_emulator/authenticate/${escapeHtml(intentId)}/fail">${hidden}<button class="secondary" type="submit">Fail authentication</button></form>`,
  );
}

/**
 * After the verdict: tell the page that opened us (Stripe.js stand-in iframe or popup) and, in a
 * redirect flow, go back to the return URL.
 */
export function authenticationDonePage(intentId: string, status: string, redirectTo: string | null): string {
  const message = JSON.stringify({ type: 'stripe-emulator:authentication', intent: intentId, status });
  return page(
    'Authentication finished',
    `<h1>Authentication ${status === 'succeeded' ? 'completed' : 'failed'}</h1>
<p>You can close this window.</p>
<script>
  (function () {
    var message = ${message.replace(/</g, '\\u003c')};
    try { if (window.parent && window.parent !== window) window.parent.postMessage(message, '*'); } catch (e) {}
    try { if (window.opener) window.opener.postMessage(message, '*'); } catch (e) {}
    var to = ${JSON.stringify(redirectTo).replace(/</g, '\\u003c')};
    // Inside the stand-in's frame (or a popup) the opener handles what comes next; only a full-page redirect flow goes back itself.
    if (to && window.parent === window && !window.opener) window.location.replace(to);
  })();
</script>`,
  );
}

/** The emulated Express onboarding: complete (account enabled) or leave (back to refresh_url). */
export function onboardingPage(linkId: string, accountId: string, email: string | null): string {
  return page(
    'Set up payouts',
    `<h1>Set up payouts for your account</h1>
<p>Account <code>${escapeHtml(accountId)}</code>${email ? ` · ${escapeHtml(email)}` : ''}</p>
<p>In test mode this page stands in for Stripe's Express onboarding (identity, bank account, terms).</p>
<form method="post" action="/_emulator/connect/onboarding/${escapeHtml(linkId)}/complete"><button class="primary" type="submit">Complete onboarding</button></form>
<form method="post" action="/_emulator/connect/onboarding/${escapeHtml(linkId)}/leave"><button class="secondary" type="submit">Leave without finishing</button></form>`,
  );
}

export function dashboardPage(accountId: string, details: { chargesEnabled: boolean; payoutsEnabled: boolean }): string {
  return page(
    'Express dashboard',
    `<h1>Express dashboard</h1>
<p>Account <code>${escapeHtml(accountId)}</code></p>
<ul><li>Charges: ${details.chargesEnabled ? 'enabled' : 'disabled'}</li><li>Payouts: ${details.payoutsEnabled ? 'enabled' : 'disabled'}</li></ul>`,
  );
}
