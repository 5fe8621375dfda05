// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "#web/components/ui/ConfirmDialog";

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete it
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this summary?"
        confirmLabel="Delete summary"
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
      >
        <p>The patient's link will stop working.</p>
      </ConfirmDialog>
    </>
  );
}

describe("ConfirmDialog", () => {
  it("is a modal dialog named by its title and described by its text", async () => {
    render(<Harness onConfirm={vi.fn()} />);

    await userEvent.click(screen.getByRole("button", { name: "Delete it" }));

    const dialog = screen.getByRole("alertdialog", { name: "Delete this summary?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("alertdialog", { description: "The patient's link will stop working." })).toBe(dialog);
  });

  it("puts the first focus on Cancel and keeps Tab and Shift+Tab inside", async () => {
    render(<Harness onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete it" }));

    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete summary" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete summary" }));
  });

  it("closes on Escape without confirming and gives focus back to what opened it", async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole("button", { name: "Delete it" });
    await userEvent.click(opener);

    await userEvent.keyboard("{Escape}");

    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it("confirms once, with both buttons disabled while it works", async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete it" }));

    await userEvent.click(screen.getByRole("button", { name: "Delete summary" }));

    expect(screen.getByRole("button", { name: "Deleting..." }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    finish();
    await screen.findByRole("button", { name: "Delete it" });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
