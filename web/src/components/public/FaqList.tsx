import { type ReactNode, useId, useState } from "react";
import { ChevronDown } from "../ui/icons";

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as a disclosure list (WAI-ARIA disclosure pattern): each question is a button with aria-expanded in a
 * heading; clicking toggles only that answer, so several may be open at once.
 */
export function FaqList({
  items,
  headingLevel = 3,
  initiallyOpen = [],
}: {
  items: FaqItem[];
  headingLevel?: 2 | 3;
  initiallyOpen?: number[];
}) {
  const [open, setOpen] = useState<Set<number>>(() => new Set(initiallyOpen));
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="faq-list">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={expanded ? "faq-item open" : "faq-item"}>
            <Heading className="faq-question">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <ChevronDown className="faq-chevron" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="faq-answer" hidden={!expanded}>
              {typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
