// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "./memory-routes";

const mocks = vi.hoisted(() => ({
  submitContact: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
}));
vi.mock("#web/api/public", () => ({ publicApi: { submitContact: mocks.submitContact } }));
vi.mock("#web/hooks/useToast", () => ({ notify: { success: mocks.success, error: mocks.error } }));

const { default: ContactPage } = await import("#web/pages/public/ContactPage");

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/contact", element: <ContactPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Fields by accessible name, as assistive technology sees them (the required asterisk is aria-hidden). */
const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillRequired() {
  type("First name", "Dana");
  type("Last name", "Rivera");
  type("Email", "dana@clinic.example");
  type("Company name", "Harbor Family Practice");
  fireEvent.click(screen.getByRole("checkbox", { name: "I agree to be contacted by ClearNote about my enquiry." }));
  fireEvent.click(screen.getByRole("checkbox", { name: "I agree to the Privacy Policy." }));
}

beforeEach(() => {
  mocks.submitContact.mockReset().mockResolvedValue({ received: true, id: "01j" });
  mocks.success.mockReset();
  mocks.error.mockReset();
});
afterEach(cleanup);

describe("the contact page", () => {
  it("has every field of the spec, with the country and reason options", () => {
    renderAt("/contact");

    for (const name of ["First name", "Last name", "Email", "Phone", "Company name", "Job title", "Message"]) {
      expect(field(name)).toBeTruthy();
    }
    expect(field("First name").required).toBe(true);
    expect(field("Phone").required).toBe(false);
    const countries = [...select("Country").options].map((o) => o.value);
    expect(countries).toEqual(["", "us", "uk", "ca", "au", "de", "fr", "other"]);
    const reasons = [...select("Reason for enquiry").options].map((o) => o.value);
    expect(reasons).toEqual(["", "demo", "pricing", "integration", "support", "partnership", "other"]);
  });

  it("preselects the reason named in the address", () => {
    renderAt("/contact?reason=support");

    expect(select("Reason for enquiry").value).toBe("support");
  });

  it("ignores a reason that is not one of the options", () => {
    renderAt("/contact?reason=lottery");

    expect(select("Reason for enquiry").value).toBe("");
  });

  it("shows the 'Missing Required Fields' toast and marks the fields, sending nothing", () => {
    renderAt("/contact");
    type("First name", "Dana");

    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    expect(mocks.error).toHaveBeenCalledWith(
      "Missing Required Fields",
      "Please fill in all required fields and agree to the terms.",
    );
    expect(mocks.submitContact).not.toHaveBeenCalled();
    const lastName = field("Last name");
    expect(lastName.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(lastName.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("This field is required.");
    expect(field("First name").getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses without the privacy consent even when every text field is filled", () => {
    renderAt("/contact");
    fillRequired();
    fireEvent.click(screen.getByRole("checkbox", { name: "I agree to the Privacy Policy." }));

    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    expect(mocks.error).toHaveBeenCalledWith("Missing Required Fields", expect.any(String));
    expect(mocks.submitContact).not.toHaveBeenCalled();
  });

  it("sends the enquiry, confirms with a toast and clears the form", async () => {
    renderAt("/contact?reason=demo");
    fillRequired();
    type("Phone", "  ");

    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    await vi.waitFor(() => expect(mocks.success).toHaveBeenCalledWith("Message Sent", expect.any(String)));
    expect(mocks.submitContact).toHaveBeenCalledWith({
      firstName: "Dana",
      lastName: "Rivera",
      email: "dana@clinic.example",
      companyName: "Harbor Family Practice",
      reason: "demo",
      consentContact: true,
      consentPrivacy: true,
    });
    expect(field("First name").value).toBe("");
    expect((screen.getByRole("checkbox", { name: "I agree to the Privacy Policy." }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(select("Reason for enquiry").value).toBe("");
  });

  it("keeps the form and says so when the message could not be sent", async () => {
    mocks.submitContact.mockRejectedValue(new Error("offline"));
    renderAt("/contact");
    fillRequired();

    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    await vi.waitFor(() =>
      expect(mocks.error).toHaveBeenCalledWith("Failed to Send Message", "Please try again or email us directly."),
    );
    expect(field("First name").value).toBe("Dana");
  });
});
