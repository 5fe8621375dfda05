/** A row of choices 1..max, as radio buttons (keyboard and screen-reader friendly); 0 means unanswered. */
export function StarRating({
  label,
  max,
  value,
  onChange,
  stars = true,
  of = (label, n, max) => `${label}: ${n} of ${max}`,
}: {
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
  stars?: boolean;
  /** Each choice's accessible name ("How useful was the summary?: 4 of 5"), in the page's language. */
  of?: (label: string, n: number, max: number) => string;
}) {
  return (
    <fieldset className="rating">
      <legend>{label}</legend>
      <div className="rating-options">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={n <= value && stars ? "rating-option on" : n === value ? "rating-option on" : "rating-option"}
          >
            <input
              type="radio"
              name={label}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={of(label, n, max)}
            />
            <span aria-hidden="true">{stars ? "★" : n}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
