/**
 * One IndexedDB database per user, named by a hash of the user id: two accounts on one device
 * never share documents, and the names on disk do not reveal who used the device.
 */
export async function databaseNameFor(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`crashpad:${userId}`));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `crashpad-u${hex.slice(0, 32)}`;
}
