import { type ContractType, WRAP_CONVENTIONS } from '@staffplan/core/pricing';
import { Input } from '../../../components/ui/input';
import { LabelledField } from '../../../components/ui/label';
import type { FormErrors, PercentField, PricingForm } from './pricing-form';

const CONTRACT_TYPES: readonly ContractType[] = ['FFP', 'T&M', 'CPFF'];

/** The form's fields typed as text: the percents, the two dates and the budget. */
type TypedField = PercentField | 'ratesAsOf' | 'contractStart' | 'budget';

function Field({
  id,
  label,
  value,
  error,
  suffix,
  type = 'text',
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  suffix?: string;
  type?: 'text' | 'date';
  onChange: (value: string) => void;
}) {
  return (
    <LabelledField htmlFor={id} label={label} className="min-w-0 gap-1">
      <div className="flex min-w-0 items-center gap-1">
        <Input
          id={id}
          type={type}
          inputMode={type === 'text' ? 'decimal' : undefined}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 tabular-nums"
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix ? <span className="text-sm text-muted-foreground">{suffix}</span> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </LabelledField>
  );
}

/** Contract type, the wrap chain in its order, escalation, dates and a budget. */
export function WrapsPanel({
  form,
  errors,
  onChange,
}: {
  form: PricingForm;
  errors: FormErrors;
  onChange: (patch: Partial<PricingForm>) => void;
}) {
  const convention = WRAP_CONVENTIONS[form.contractType];
  /** One typed field of the form with its message; `input` says a date, or the unit after the figure. */
  const field = (name: TypedField, id: string, label: string, input: { type?: 'date'; suffix?: string }) => (
    <Field
      id={id}
      label={label}
      value={form[name]}
      error={errors[name]}
      {...input}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
  const percent = (name: PercentField, label: string) =>
    field(name, `pricing-${name}`, label, { suffix: '%' });
  return (
    <section
      aria-labelledby="wraps-title"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-4"
    >
      <h3 id="wraps-title" className="font-medium">
        Wraps and escalation
      </h3>
      <LabelledField htmlFor="pricing-contract" label="Contract type" className="gap-1">
        <select
          id="pricing-contract"
          className="h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm"
          value={form.contractType}
          onChange={(e) => onChange({ contractType: e.target.value as ContractType })}
        >
          {CONTRACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {WRAP_CONVENTIONS[type].name}
            </option>
          ))}
        </select>
        <p className="text-xs text-muted-foreground">{convention.rule}</p>
      </LabelledField>
      <div className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3 sm:grid-cols-[repeat(4,minmax(0,1fr))]">
        {percent('fringe', 'Fringe')}
        {percent('overhead', 'Overhead')}
        {percent('ga', 'G&A')}
        {percent('fee', convention.feeLabel === 'fee' ? 'Fee' : 'Profit')}
      </div>
      <div className="grid grid-cols-[repeat(2,minmax(0,1fr))] gap-3">
        {percent('escalation', 'Escalation a year')}
        {field('ratesAsOf', 'pricing-rates-as-of', 'Rates as of', { type: 'date' })}
        {field('contractStart', 'pricing-start', 'First period starts', { type: 'date' })}
        {field('budget', 'pricing-budget', 'Budget a year', { suffix: '$' })}
      </div>
    </section>
  );
}
