// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { controlClass, Field } from "./field";

afterEach(cleanup);

function describedText(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .join(" | ");
}

describe("Field", () => {
  it("labels its input, and with no hint or error is valid and described by nothing", () => {
    render(<Field label="Your email">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText("Your email");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("wires an error: aria-invalid, aria-describedby to the message, with its test id", () => {
    render(
      <Field label="Your email" hint="We answer here." error="Enter an email address." errorTestId="email-error">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Your email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(input)).toBe("We answer here. | Enter an email address.");
    expect(screen.getByTestId("email-error").textContent).toBe("Enter an email address.");
  });

  it("points at a message shown elsewhere while invalid, and only then", () => {
    const { rerender } = render(
      <>
        <Field label="Count" invalid describedBy="form-alert">
          {(control) => <input {...control} />}
        </Field>
        <p id="form-alert">Too many.</p>
      </>,
    );
    const input = screen.getByLabelText("Count");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(input)).toBe("Too many.");

    rerender(
      <>
        <Field label="Count" invalid={false} describedBy="form-alert">
          {(control) => <input {...control} />}
        </Field>
        <p id="form-alert" />
      </>,
    );
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("works the same for a textarea and a select", () => {
    render(
      <>
        <Field label="Message" error="Too long.">
          {(control) => <textarea {...control} className={controlClass({ multiline: true })} />}
        </Field>
        <Field label="Method" hint="Pick one.">
          {(control) => (
            <select {...control} className={controlClass()}>
              <option>A</option>
            </select>
          )}
        </Field>
      </>,
    );
    expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
    expect(describedText(screen.getByLabelText("Method"))).toBe("Pick one.");
    expect(screen.getByLabelText("Message").className).toContain("py-2");
  });
});
