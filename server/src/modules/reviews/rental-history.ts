/**
 * The one question reviews ask the rentals area (a port: the reviews service gets one). The
 * rentals module implements it over its `rentals` collection (rentals/rental-history-port.ts):
 * a tenant with, or who had, a rental from that lister (accepted, or since ended).
 */
export interface RentalHistory {
  hasRentedFrom(tenantId: string, listerId: string): Promise<boolean>;
}
