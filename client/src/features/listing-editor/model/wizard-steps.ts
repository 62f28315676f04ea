/** The five steps of the wizard in order (spec 2 §2). */
export const WIZARD_STEPS = ['basic', 'rooms', 'amenities', 'rules', 'images'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Index of the rules-and-policies step: leaving it clears its error flag (spec 2 §2). */
export const RULES_STEP = WIZARD_STEPS.indexOf('rules');

const STEP_OF_FIELD: Record<string, WizardStep> = {
  rooms: 'rooms',
  total_rooms: 'rooms',
  total_beds: 'rooms',
  beds: 'rooms',
  rental_type: 'rooms',
  amenities: 'amenities',
  preferences: 'amenities',
  places: 'amenities',
  rules_policies_des: 'rules',
  rules_policies_doc: 'rules',
  images: 'images',
  thumbnail: 'images',
};

/** The step that shows a field (by its top-level name); everything else is on Basic Info. */
export const stepOfField = (field: string): number => WIZARD_STEPS.indexOf(STEP_OF_FIELD[field] ?? 'basic');

export type StepState = 'done' | 'active' | 'todo';
/** The progress bar: earlier steps done, the current one active (spec 2 §2). */
export const stepStates = (current: number): StepState[] => WIZARD_STEPS.map((_, i) => (i < current ? 'done' : i === current ? 'active' : 'todo'));

/** Save is always there when editing; when creating only on the last step, as Save and Publish. */
export function saveButton(mode: 'create' | 'edit', step: number): 'save' | 'publish' | null {
  if (mode === 'edit') return 'save';
  return step === LAST_STEP ? 'publish' : null;
}
