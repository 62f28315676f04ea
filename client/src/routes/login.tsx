import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginView } from '../features/auth/components/login-view';
import { parseLoginSearch } from '../features/auth/model/login-search';
import { destinationAfterLogin } from '../features/auth/model/ref-url';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /login (spec 1 §2): optional `token` (one-time login) and `ref_url` (where to go afterwards). */
export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: ({ context, search }) => {
    // Already logged in and no token to use: go where the login would have gone.
    if (!search.token && context.session.getToken()) {
      throw redirect({ href: destinationAfterLogin(search.ref_url, window.location.origin), replace: true });
    }
  },
  component: LoginPage,
  head: () => pageHead({ title: i18next.t('auth.login.title'), description: i18next.t('auth.login.meta_description'), canonicalPath: '/login' }),
});

function LoginPage() {
  const { ref_url: refUrl, token } = Route.useSearch();
  return <LoginView refUrl={refUrl} token={token} />;
}
