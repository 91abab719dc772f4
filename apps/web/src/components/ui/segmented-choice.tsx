import { ButtonGroup, ToggleButton } from 'react-bootstrap';

interface SegmentedChoiceProps<Value extends string | number> {
  /** The radio group's name; each button's id is `${name}-${value}`. */
  name: string;
  /** What the group chooses, for screen readers (e.g. "Period"). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice among a few, as a small button group of radios: a chart's period, range or interval. */
export function SegmentedChoice<Value extends string | number>({
  name,
  label,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<Value>) {
  return (
    <ButtonGroup size="sm" aria-label={label}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          id={`${name}-${option.value}`}
          type="radio"
          variant="outline-secondary"
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ButtonGroup>
  );
}
