// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FaqList } from "#web/components/public/FaqList";
import { FlipCard } from "#web/components/public/FlipCard";
import FaqsPage, { FAQS } from "#web/pages/public/FaqsPage";
import { MemoryRouter } from "./memory-routes";

afterEach(cleanup);

const ITEMS = [
  { question: "First?", answer: "One." },
  { question: "Second?", answer: "Two." },
  { question: "Third?", answer: "Three." },
];

describe("FAQ disclosures", () => {
  it("starts closed, with each question a button that controls its answer", () => {
    render(<FaqList items={ITEMS} />);

    const button = screen.getByRole("button", { name: "First?" });
    const answer = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(answer.hidden).toBe(true);
    expect(answer.textContent).toBe("One.");
  });

  it("keeps several answers open at once", () => {
    render(<FaqList items={ITEMS} />);

    fireEvent.click(screen.getByRole("button", { name: "First?" }));
    fireEvent.click(screen.getByRole("button", { name: "Third?" }));

    expect(screen.getByRole("button", { name: "First?" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("button", { name: "Second?" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "Third?" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("closes an open answer on a second click", () => {
    render(<FaqList items={ITEMS} />);
    const button = screen.getByRole("button", { name: "Second?" });

    fireEvent.click(button);
    fireEvent.click(button);

    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the FAQs page", () => {
  it("answers twelve distinct questions for real", () => {
    render(
      <MemoryRouter>
        <FaqsPage />
      </MemoryRouter>,
    );

    expect(FAQS).toHaveLength(12);
    expect(new Set(FAQS.map((f) => f.question)).size).toBe(12);
    expect(screen.getAllByRole("button", { expanded: false })).toHaveLength(12);
    expect(document.body.textContent).not.toContain("Coming Soon...");
  });

  it("sends 'Contact Support' and 'Schedule a Call' to the contact form with their reason", () => {
    render(
      <MemoryRouter>
        <FaqsPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toBe("/contact?reason=support");
    expect(screen.getByRole("link", { name: "Schedule a Call" }).getAttribute("href")).toBe("/contact?reason=demo");
  });
});

describe("flip cards", () => {
  it("turn over on a tap and back on the next, telling assistive technology their state", () => {
    render(<FlipCard label="Show more about Dr. Amara Okafor" front={<p>Front</p>} back={<p>Back story</p>} />);
    const toggle = screen.getByRole("button", { name: "Show more about Dr. Amara Okafor" });

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(toggle.closest(".flip-card")?.classList.contains("flipped")).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
  });

  it("keep the back in the document for screen readers", () => {
    render(<FlipCard label="Show more" front={<p>Front</p>} back={<p>Back story</p>} />);

    expect(screen.getByText("Back story")).toBeTruthy();
  });
});
