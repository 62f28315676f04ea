import type { ListingForm } from '../model/listing-form';

/** A change of some values; a function reads the latest values (after an upload finished). */
export type FormPatch = Partial<ListingForm> | ((form: ListingForm) => Partial<ListingForm>);

/** What every step receives: the values, a way to change some of them, and field errors. */
export interface StepProps {
  form: ListingForm;
  onChange: (patch: FormPatch) => void;
  /** The translated message of a field's first problem after a failed save, else undefined. */
  errorOf: (field: string) => string | undefined;
}
