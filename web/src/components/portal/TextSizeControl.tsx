import { TEXT_SIZES, type TextSize } from "../../hooks/useTextSize";

/** A / A+ / A++ (issue 25, part 3): each button says its size to a screen reader and shows its glyph at that size. */
export function TextSizeControl({
  size,
  onChange,
  label,
  names,
}: {
  size: TextSize;
  onChange: (size: TextSize) => void;
  label: string;
  /** The three sizes' names, smallest first: "Standard", "Large", "Largest". */
  names: [string, string, string];
}) {
  return (
    <fieldset className="text-size">
      <legend className="text-size-label">{label}</legend>
      {/* The three stay together: at 200 % on a phone they go under the label as one row. */}
      <span className="text-size-options">
        {TEXT_SIZES.map((option, i) => (
          <button
            key={option}
            type="button"
            className={`text-size-option size-${option}`}
            aria-pressed={size === option}
            onClick={() => onChange(option)}
          >
            <span aria-hidden="true" dir="ltr">{`A${"+".repeat(i)}`}</span>
            <span className="visually-hidden">{names[i]}</span>
          </button>
        ))}
      </span>
    </fieldset>
  );
}
