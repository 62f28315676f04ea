import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingSave } from '../data/use-listing-save';
import type { ListingForm } from '../model/listing-form';
import { validateListing, type ListingIssue } from '../model/listing-validation';
import { WIZARD_STEPS, saveButton, stepOfField } from '../model/wizard-steps';
import { AmenitiesStep } from './amenities-step';
import { BasicInfoStep } from './basic-info-step';
import { focusInvalid, SCROLL_DELAY_MS } from './focus-field';
import { ImagesStep } from './images-step';
import { RoomsStep } from './rooms-step';
import { RulesStep } from './rules-step';
import type { FormPatch, StepProps } from './step-props';
import { WizardNav } from './wizard-nav';
import { WizardProgress } from './wizard-progress';
import styles from './editor.module.css';

const STEP_VIEWS = [BasicInfoStep, RoomsStep, AmenitiesStep, RulesStep, ImagesStep];

export interface ListingWizardProps {
  mode: 'create' | 'edit';
  listingId?: string;
  initial: ListingForm;
  loadedDescription: string | null;
  /** Save stays off (the add check refused); the reason is shown above the form. */
  blocked?: boolean;
}

/**
 * The five-step listing wizard (spec 2 §2). Steps are free to visit; the whole form is checked
 * on Save. After a failed save, fields show their problems live until they are fixed.
 */
export function ListingWizard({ mode, listingId, initial, loadedDescription, blocked = false }: ListingWizardProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [step, setStep] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [focus, setFocus] = useState<(Pick<ListingIssue, 'field' | 'path'> & { at: number }) | null>(null);
  const root = useRef<HTMLFormElement>(null);

  const goTo = (next: number) => {
    setStep(next);
    root.current?.scrollIntoView?.({ block: 'start' });
  };
  const onInvalid = (issue: Pick<ListingIssue, 'field' | 'path'>) => {
    setAttempted(true);
    setStep(stepOfField(issue.field));
    setFocus({ ...issue, at: Date.now() });
  };
  const { saving, save } = useListingSave({ mode, listingId, loadedDescription, onInvalid });

  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => focusInvalid(root.current, focus.path, focus.field), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focus]);

  const issues = useMemo(() => {
    if (!attempted) return [];
    const check = validateListing(form, loadedDescription);
    return check.ok ? [] : check.issues;
  }, [attempted, form, loadedDescription]);
  const errorOf = (field: string) => {
    const issue = issues.find((i) => i.path === field) ?? issues.find((i) => i.field === field);
    return issue ? t(issue.message) : undefined;
  };
  const onChange = (patch: FormPatch) => setForm((f) => ({ ...f, ...(typeof patch === 'function' ? patch(f) : patch) }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (saveButton(mode, step) && !blocked) void save(form);
  };

  const StepView = STEP_VIEWS[step]!;
  const props: StepProps = { form, onChange, errorOf };
  return (
    <form ref={root} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <WizardProgress current={step} onSelect={goTo} />
      <fieldset className={styles.step}>
        <legend className={styles.stepTitle}>{t(`listing_editor.steps.${WIZARD_STEPS[step]}`)}</legend>
        <StepView {...props} />
      </fieldset>
      <WizardNav mode={mode} step={step} saving={saving} blocked={blocked} onStep={goTo} />
    </form>
  );
}
