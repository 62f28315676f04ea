import type { AlertSettings } from '@crashpad/sync';

/** IANA time zones the browser knows, for the crew base picker (falls back to the device's own). */
export function timeZones(deviceZone: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes(deviceZone) || !deviceZone ? supported : [deviceZone, ...supported];
}

/** The device's time zone, the default crew base zone before the user picks one. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Quiet hours as the form edits them: '' for "none" on both ends. */
export interface QuietHoursValues {
  quiet_start: string;
  quiet_end: string;
  time_zone: string;
}

export function toValues(settings: AlertSettings | null, fallbackZone: string): QuietHoursValues {
  return { quiet_start: settings?.quiet_start ?? '', quiet_end: settings?.quiet_end ?? '', time_zone: settings?.time_zone ?? fallbackZone };
}

/**
 * The settings to save: both ends or neither (the same hour twice also means none); the server
 * checks the zone again. Returns null with 'both' when only one end is chosen.
 */
export function toSettings(values: QuietHoursValues): { settings: AlertSettings } | { problem: 'both' } {
  const start = values.quiet_start || null;
  const end = values.quiet_end || null;
  if ((start === null) !== (end === null)) return { problem: 'both' };
  return { settings: { quiet_start: start, quiet_end: end, time_zone: values.time_zone } };
}
