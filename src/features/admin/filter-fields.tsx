import { controlClass } from "@/components/ui/field";

/*
 * The fields of the back office's GET filter forms (orders, the gold ledger): a labelled select
 * whose empty choice is "Any", and a labelled date. Each field's id is the form's name and its
 * own ("order-filter-status"), which is also its test id.
 */

export type FilterChoice = { value: string; label: string };

export function FilterSelect({
  form,
  name,
  label,
  value,
  choices,
}: {
  form: string;
  name: string;
  label: string;
  value?: string;
  choices: readonly FilterChoice[];
}) {
  const id = `${form}-filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-parchment">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={controlClass()} data-testid={id}>
        <option value="">Any</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterDate({
  form,
  name,
  label,
  value,
}: {
  form: string;
  name: string;
  label: string;
  value?: string;
}) {
  const id = `${form}-filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-parchment">
        {label}
      </label>
      <input id={id} type="date" name={name} defaultValue={value ?? ""} className={controlClass()} data-testid={id} />
    </div>
  );
}
