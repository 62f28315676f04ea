import {
  PLAN_CATALOGUE,
  RENTAL_STATUSES,
  roleOfPlan,
  type MonthlyReportOutput,
  type PaidPlan,
  type Rental,
  type RentalHistoryRow,
  type RentalsListOutput,
  type RentalsQuery,
  type RevenueMonth,
  type Transaction,
  type UnrentedOutput,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { LIVE_STATUSES, assertLister } from './invite-rules.js';
import { payoutComplete } from './rental-charges.js';
import { revenueCents, type RentalLedgerDoc } from './rental-ledger.js';
import { rentalView } from './rental-views.js';
import type { RentalDoc } from './rentals-collections.js';
import { dateAt, type RentalsDeps } from './rentals-deps.js';

const HISTORY_STATUSES = RENTAL_STATUSES.filter((s) => s !== 'pending' && s !== 'accepted');
const MONTHS_SHOWN = 24;

/** Case-insensitive keyword match over the fields My Crew shows (name, e-mail, place, reference). */
function matches(rental: RentalDoc, keyword: string): boolean {
  if (!keyword) return true;
  const k = keyword.toLocaleLowerCase();
  return [rental.tenant_first_name, rental.tenant_last_name, rental.tenant_email, rental.location, rental.room_name, rental.bed_name, rental.booking_reference].some((f) => f.toLocaleLowerCase().includes(k));
}

const monthKey = (iso: string) => iso.slice(0, 7);
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const daysIn = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** One CSV cell; a cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection). */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Transactions as the list shows them (spec 3 §3 "Transaction"). */
export function toTransaction(row: RentalLedgerDoc): Transaction {
  return {
    id: row._id,
    type: row.type,
    kind: row.kind,
    status: row.status,
    amount_cents: row.amount_cents,
    fee_cents: row.fee_cents,
    provider: row.provider,
    created_at: row.created_at,
    notes: row.notes,
    location_name: row.location_name,
    with_deposit: row.with_deposit,
    rental_id: row.rental_id,
    booking_reference: row.booking_reference,
    period: row.period,
  };
}

/** The read side of rentals: My Rentals, My Crew (lists, history, stats, export), revenue, transactions. */
export function crewQueries(deps: RentalsDeps) {
  const { col } = deps;
  const rentalsOf = (filter: Record<string, unknown>) => col.rentals.collection.find({ ...filter, _deleted: false }, { sort: { created_at: -1, _id: -1 }, limit: 5000 });

  /** Bed occupancy of the lister's listings in percent: accepted rentals over beds that are not deleted. */
  async function occupancy(listerId: string, listingId: string | null): Promise<number> {
    const listings = await deps.listings.byOwner(listerId);
    const beds = listings.filter((l) => !listingId || l._id === listingId).flatMap((l) => l.rooms.filter((r) => r.status !== 'DELETED').flatMap((r) => r.beds.filter((b) => b.status !== 'DELETED')));
    if (beds.length === 0) return 0;
    const filter: Record<string, unknown> = { lister_id: listerId, status: 'accepted', _deleted: false };
    if (listingId) filter.listing_id = listingId;
    const occupied = await col.rentals.collection.countDocuments(filter);
    return Math.min(100, Math.round((occupied / beds.length) * 100));
  }

  return {
    /** GET /rental: the caller's own rentals as tenant (My Rentals), pending invitations by account or e-mail. */
    async mine(user: UserDoc): Promise<Rental[]> {
      const docs = await rentalsOf({ $or: [{ user_id: user._id }, { user_id: null, tenant_email_key: user.email.toLowerCase(), status: 'pending' }] });
      return docs.map(rentalView);
    },

    /** GET /rentals: My Crew's Active & Pending tab (spec 3 §2 filters; page size 100). */
    async crew(lister: UserDoc, query: RentalsQuery): Promise<RentalsListOutput> {
      assertLister(lister);
      const location = query.location && query.location !== 'all' ? query.location : null;
      const filter: Record<string, unknown> = { lister_id: lister._id, status: query.status ? query.status : { $in: [...LIVE_STATUSES] } };
      if (location) filter.listing_id = location;
      const all = (await rentalsOf(filter)).filter((r) => matches(r, query.keyword));
      return { data: all.slice(query.offset, query.offset + query.limit).map(rentalView), total: all.length, total_occupancy: [{ percentage: await occupancy(lister._id, location) }] };
    },

    /** GET /rental-history: the History tab (ended, complete, deleted rentals), newest change first. */
    async history(lister: UserDoc, query: RentalsQuery, rentalId: string | null = null): Promise<{ data: RentalHistoryRow[]; total: number }> {
      assertLister(lister);
      const filter: Record<string, unknown> = { lister_id: lister._id };
      if (rentalId) filter._id = rentalId;
      else filter.status = { $in: [...HISTORY_STATUSES] };
      if (query.location && query.location !== 'all') filter.listing_id = query.location;
      const docs = (await rentalsOf(filter)).filter((r) => matches(r, query.keyword));
      if (rentalId && docs.length === 0) throw new AppError('not_found');
      const rows = docs.flatMap((r) =>
        r.history.map((h, i) => ({
          id: `${r.id}:${i}`,
          rental_id: r.id,
          booking_reference: r.booking_reference,
          listing_id: r.listing_id,
          location: r.location,
          room_and_bed: `${r.room_name} / ${r.bed_name}`,
          event: h.event,
          change_summary: h.change_summary,
          created_at: h.created_at,
          email: r.tenant_email,
          status: r.status,
        })),
      );
      rows.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
      return { data: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
    },

    /** GET /lister/tenants/monthly-report: revenue this and last month (ledger, `revenueCents`), tenants, occupancy. */
    async monthlyReport(lister: UserDoc): Promise<MonthlyReportOutput> {
      assertLister(lister);
      const thisMonth = monthKey(dateAt(deps.app.clock.now()));
      const lastMonth = shiftMonth(thisMonth, -1);
      const paid = await deps.ledger.collection.find({ lister_id: lister._id, status: 'paid', created_at: { $gte: `${lastMonth}-01` } });
      const sum = (month: string) => revenueCents(paid.filter((r) => monthKey(r.created_at) === month));
      return {
        thismonth: { total_amount_cents: sum(thisMonth) },
        lastmonth: { total_amount_cents: sum(lastMonth) },
        total_tenants: await col.rentals.collection.countDocuments({ lister_id: lister._id, status: 'accepted', _deleted: false }),
        occupancy_percentage: await occupancy(lister._id, null),
      };
    },

    /**
     * GET /lister/payments: revenue (gross, less refunds: `revenueCents`) and occupancy (rented bed-days over
     * bed-days of today's beds) per month, newest first, from the first month with money or a
     * tenant; empty until a billing cycle completed.
     */
    async revenue(lister: UserDoc): Promise<RevenueMonth[]> {
      assertLister(lister);
      const thisMonth = monthKey(dateAt(deps.app.clock.now()));
      const firstMonth = shiftMonth(thisMonth, -(MONTHS_SHOWN - 1));
      const paid = await deps.ledger.collection.find({ lister_id: lister._id, status: 'paid', created_at: { $gte: `${firstMonth}-01` } });
      const rented = await rentalsOf({ lister_id: lister._id, status: { $in: ['accepted', 'ended', 'complete'] } });
      const listings = await deps.listings.byOwner(lister._id);
      const beds = listings.reduce((n, l) => n + l.rooms.filter((r) => r.status !== 'DELETED').reduce((m, r) => m + r.beds.filter((b) => b.status !== 'DELETED').length, 0), 0);
      const rows: RevenueMonth[] = [];
      for (let month = thisMonth; month >= firstMonth; month = shiftMonth(month, -1)) {
        const amount = revenueCents(paid.filter((r) => monthKey(r.created_at) === month));
        const start = `${month}-01`;
        const end = `${month}-${String(daysIn(month)).padStart(2, '0')}`;
        let bedDays = 0;
        for (const r of rented) {
          const from = r.start_date > start ? r.start_date : start;
          const until = r.checkout_date && r.checkout_date <= end ? r.checkout_date : shiftMonth(month, 1) + '-01';
          const days = (Date.parse(until) - Date.parse(from)) / 86_400_000;
          if (days > 0) bedDays += days;
        }
        const percentage = beds > 0 ? Math.min(100, Math.round((bedDays / (beds * daysIn(month))) * 100)) : 0;
        if (amount === 0 && bedDays === 0 && rows.length === 0) continue;
        rows.push({ id: month, months: month, amount_cents: amount, percentage });
      }
      // Trailing months before any activity are dropped; a month with neither is still shown between active ones.
      while (rows.length && rows[rows.length - 1]!.amount_cents === 0 && rows[rows.length - 1]!.percentage === 0) rows.pop();
      return rows;
    },

    /** GET /transaction: a rental's transactions (its lister or tenant), or a listing's (its lister). */
    async transactions(user: UserDoc, query: { tenant_id: string; listing_id: string; location_id: string; room_id: string; bed_id: string }): Promise<Transaction[]> {
      const filter: Record<string, unknown> = {};
      if (query.tenant_id) {
        const rental = await col.rentals.get(query.tenant_id);
        if (!rental || (rental.lister_id !== user._id && rental.user_id !== user._id)) throw new AppError('not_found');
        filter.rental_id = rental.id;
      } else if (roleOfPlan(user.user_plan) === 'lister') {
        filter.lister_id = user._id;
        const listing = query.listing_id || query.location_id;
        if (listing) filter.listing_id = listing;
      } else {
        filter.tenant_user_id = user._id;
      }
      const rows = await deps.ledger.collection.find(filter, { sort: { created_at: -1, _id: -1 }, limit: 1000 });
      const rooms = query.room_id || query.bed_id ? new Set((await rentalsOf({ lister_id: user._id, ...(query.room_id ? { room_id: query.room_id } : {}), ...(query.bed_id ? { bed_id: query.bed_id } : {}) })).map((r) => r.id)) : null;
      return rows.filter((r) => !rooms || rooms.has(r.rental_id)).map(toTransaction);
    },

    /** GET /lister/tenants/export: My Crew as CSV (opens in a spreadsheet; formulas neutralised). */
    async exportCsv(lister: UserDoc): Promise<string> {
      assertLister(lister);
      const docs = await rentalsOf({ lister_id: lister._id });
      const header = ['booking_reference', 'status', 'first_name', 'last_name', 'email', 'phone_number', 'location', 'room', 'bed', 'rent_usd', 'deposit_usd', 'payment_date', 'auto_pay', 'start_date', 'start_time', 'checkout_date', 'checkout_time'];
      const lines = docs.map((r) =>
        [r.booking_reference, r.status, r.tenant_first_name, r.tenant_last_name, r.tenant_email, r.tenant_phone_number, r.location, r.room_name, r.bed_name, (r.rental_amount_cents / 100).toFixed(2), (r.deposit_cents / 100).toFixed(2), r.payment_date, r.auto_pay, r.start_date, r.start_time, r.checkout_date ?? 'Recurring monthly', r.checkout_time ?? ''].map(csvCell).join(','),
      );
      // BOM so spreadsheet programs read UTF-8 names correctly.
      return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
    },

    /** GET /lister/listings/unrented: rooms and beds for the invite modal, with the prerequisites. */
    async unrented(lister: UserDoc): Promise<UnrentedOutput> {
      assertLister(lister);
      const listings = await deps.listings.byOwner(lister._id);
      const live = await rentalsOf({ lister_id: lister._id, status: { $in: [...LIVE_STATUSES] } });
      const today = dateAt(deps.app.clock.now());
      const data = listings.map((l) => ({
        listing_id: l._id,
        title: l.title,
        active: l.status === 2,
        deposit_cents: l.deposit_required,
        rooms: l.rooms
          .filter((r) => r.status !== 'DELETED')
          .map((r) => ({
            room_id: r.id,
            room_name: r.room_name,
            beds: r.beds
              .filter((b) => b.status !== 'DELETED')
              .map((b) => ({
                bed_id: b.id,
                bed_name: b.bed_name,
                rental_amount_cents: b.rental_amount,
                occupied: live.some((x) => x.listing_id === l._id && x.bed_id === b.id && x.status === 'accepted' && (x.checkout_date === null || x.checkout_date > today)),
                pending_invite: live.some((x) => x.listing_id === l._id && x.bed_id === b.id && x.status === 'pending'),
              })),
          })),
      }));
      const limit = PLAN_CATALOGUE[lister.user_plan as PaidPlan]?.maxTenants ?? 0;
      return {
        data,
        prerequisites: {
          has_rooms_and_beds: data.some((l) => l.rooms.some((r) => r.beds.length > 0)),
          has_active_listing: data.some((l) => l.active),
          has_payment_method: Boolean(lister.payment_method),
          payout_onboarding_complete: await payoutComplete(deps, lister._id),
          tenants: live.length,
          tenant_limit: limit,
        },
      };
    },
  };
}
export type CrewQueries = ReturnType<typeof crewQueries>;
