// The sign-up details pages' `validateSearch`, apart from invite-mode.ts: it runs on the first load,
// which should not carry invite-mode's e-mail schema and valibot (issue 11: initial JS of `/`).

/** The details pages' query: `email` and `vcode` of a tenant invitation (both or neither matter). */
export interface InviteSearch {
  email?: string;
  vcode?: string;
}

/** The router JSON-parses query values, so a numeric code arrives as a number. */
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

export function parseInviteSearch(search: Record<string, unknown>): InviteSearch {
  const out: InviteSearch = {};
  const email = text(search.email);
  const vcode = text(search.vcode);
  if (email) out.email = email;
  if (vcode) out.vcode = vcode;
  return out;
}
