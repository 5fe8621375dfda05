/** A row of choices 1..max, as radio buttons (keyboard and screen-reader friendly); 0 means unanswered. */
export function StarRating({
  label,
  max,
  value,
  onChange,
  stars = true,
}: {
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
  stars?: boolean;
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
              aria-label={`${label}: ${n} of ${max}`}
            />
            <span aria-hidden="true">{stars ? "★" : n}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
